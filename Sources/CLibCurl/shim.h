// libcurl's easy interface, used directly by QuizBankCatalog's transport.
// `curl_easy_setopt` and `curl_easy_getinfo` are variadic, which Swift cannot
// call: these wrappers fix one argument type each. The type-checking macros of
// typecheck-gcc.h are switched off; the wrappers are the type check.
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>

static inline CURLcode quizbank_curl_global_init(void) {
  return curl_global_init(CURL_GLOBAL_DEFAULT);
}
static inline CURLcode quizbank_curl_set_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}
static inline CURLcode quizbank_curl_set_offset(CURL *handle, CURLoption option, curl_off_t value) {
  return curl_easy_setopt(handle, option, value);
}
static inline CURLcode quizbank_curl_set_string(CURL *handle, CURLoption option, const char *value) {
  return curl_easy_setopt(handle, option, value);
}
static inline CURLcode quizbank_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
  return curl_easy_setopt(handle, option, value);
}
static inline CURLcode quizbank_curl_set_list(CURL *handle, CURLoption option, struct curl_slist *value) {
  return curl_easy_setopt(handle, option, value);
}
// CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION take the same type.
static inline CURLcode quizbank_curl_set_write_function(CURL *handle, CURLoption option, curl_write_callback value) {
  return curl_easy_setopt(handle, option, value);
}
static inline CURLcode quizbank_curl_set_xferinfo_function(CURL *handle, curl_xferinfo_callback value) {
  return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, value);
}
static inline CURLcode quizbank_curl_get_long(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}
static inline CURLcode quizbank_curl_get_string(CURL *handle, CURLINFO info, char **value) {
  return curl_easy_getinfo(handle, info, value);
}
// Only http and https, for the request and any redirect curl might see.
// CURLOPT_PROTOCOLS_STR (curl 7.85) where the headers have it, else the
// older bit mask (Ubuntu 22.04 ships 7.81).
static inline CURLcode quizbank_curl_allow_http_only(CURL *handle) {
#if LIBCURL_VERSION_NUM >= 0x075500
  CURLcode code = curl_easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
  if (code == CURLE_OK) code = curl_easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
#else
  CURLcode code = curl_easy_setopt(handle, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
  if (code == CURLE_OK) code = curl_easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
#endif
  return code;
}
