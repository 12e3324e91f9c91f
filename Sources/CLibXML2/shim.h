// libxml2's headers include ICU's when libxml2 was built with ICU, and ICU's
// clash with the copy Foundation carries. Read the version header first, drop
// the ICU switch, then include what QuizBank uses.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlsave.h>
#include <libxml/xmlwriter.h>
#include <libxml/xpath.h>
#include <libxml/HTMLparser.h>

// libxml2's generic error channel takes a variadic callback, which Swift cannot
// write. QuizBank's readers collect errors through the structured handler and
// use this to drop what libxml2 would otherwise print to stderr (its schema
// validator reports some internal states there). Thread-local, like libxml2's
// own error settings.
static inline void quizbank_xml_ignore_generic(void *ctx, const char *msg, ...) {
  (void)ctx;
  (void)msg;
}
static inline void quizbank_xml_silence_generic_errors(int silence) {
  xmlSetGenericErrorFunc(NULL, silence ? quizbank_xml_ignore_generic : NULL);
}
