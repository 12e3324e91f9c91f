import CLibCurl
import Foundation

/// The transport over libcurl's easy interface (the `CLibCurl` system library),
/// one blocking `curl_easy_perform` per request on a worker thread of its own.
///
/// - **Memory**: the body is collected by a write callback that stops the
///   transfer the moment it would pass ``maxBodySize``, whatever the framing
///   (`Content-Length`, chunked, compressed: the limit counts decoded bytes).
///   curl reads the socket only as fast as the callback takes the data, so a
///   response costs at most the limit, however fast and long the server sends
///   (a caller with several requests in flight holds at most one limit each).
/// - **Time**: each request has one deadline, `timeout` seconds after it starts,
///   for connecting, redirects and the whole body: every hop gets what is left
///   as `CURLOPT_TIMEOUT_MS`, so a body trickling in a byte at a time cannot
///   extend it.
/// - **Waiting** is curl's own `poll` on the socket: a silent or trickling
///   server costs a wake-up per packet and curl's progress tick, not a busy loop.
/// - **Redirects** are followed here, not by curl: at most ``maxRedirects``, to
///   `http` and `https` only (curl refuses every other protocol too), and a
///   redirect to another origin drops the credentials
///   (``HTTPRequest/redirected(to:from:)``).
/// - **Cancelling** the calling task stops the transfer at curl's next progress
///   callback (curl calls it at least once a second).
package struct CurlTransport: HTTPTransport {
  /// The largest body accepted by default: 64 MiB.
  package static let defaultMaxBodySize = 64 << 20
  /// The most redirects followed for one request.
  package static let maxRedirects = 10

  private let exchange: CurlExchange

  /// A transport whose requests end after `timeout` seconds in all (connecting,
  /// redirects, waiting and reading the body) and whose bodies may be at most
  /// `maxBodySize` bytes.
  package init(timeout: TimeInterval, maxBodySize: Int = defaultMaxBodySize) {
    exchange = CurlExchange(
      timeout: .milliseconds(Int64((max(timeout, 0.001) * 1000).rounded(.up))),
      maxBodySize: max(0, maxBodySize))
  }

  package func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let exchange = self.exchange
    let cancel = CancelSignal()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        // A thread of its own: the call blocks (in poll) for up to the deadline,
        // which must not hold one of the few threads Swift's concurrency runs on.
        let worker = Thread {
          continuation.resume(with: Result { try exchange.run(request, cancel: cancel) })
        }
        worker.name = "qbank-http"
        worker.start()
      }
    } onCancel: {
      cancel.fire()
    }
  }
}

/// Set by the cancelling task, read by the worker thread's progress callback.
/// A Dispatch semaphore is the flag (Dispatch's types are `Sendable`), so no
/// lock of our own is needed: a signal sets it, a wait that succeeds reads it.
private final class CancelSignal: Sendable {
  private let semaphore = DispatchSemaphore(value: 0)

  func fire() { semaphore.signal() }

  var isFired: Bool {
    guard semaphore.wait(timeout: .now()) == .success else { return false }
    semaphore.signal()  // leave it set for the next look
    return true
  }
}

/// One request with its redirects, run on the worker thread.
private struct CurlExchange: Sendable {
  let timeout: Duration
  let maxBodySize: Int

  /// curl's process-wide set-up, done once before the first handle.
  private static let libraryReady = quizbank_curl_global_init() == CURLE_OK

  func run(_ request: HTTPRequest, cancel: CancelSignal) throws -> HTTPResponse {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    guard Self.libraryReady, let handle = curl_easy_init() else {
      throw URLError(.unknown, userInfo: [NSLocalizedDescriptionKey: "libcurl did not start"])
    }
    defer { curl_easy_cleanup(handle) }
    var current = request
    for _ in 0...CurlTransport.maxRedirects {
      if cancel.isFired { throw CancellationError() }
      let left = deadline - clock.now
      guard left > .zero else { throw URLError(.timedOut) }
      let transfer = CurlTransfer(maxBodySize: maxBodySize, cancel: cancel)
      let response = try transfer.perform(current, on: handle, timeout: left)
      guard [301, 302, 303, 307, 308].contains(response.status),
        let target = Self.redirectTarget(handle)
      else { return response }
      guard let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
        throw URLError(.unsupportedURL)
      }
      current = current.redirected(to: target, from: request.url)
    }
    throw URLError(.httpTooManyRedirects)
  }

  /// The `Location` of the last response, resolved against its address by curl.
  private static func redirectTarget(_ handle: UnsafeMutableRawPointer) -> URL? {
    var location: UnsafeMutablePointer<CChar>?
    guard quizbank_curl_get_string(handle, CURLINFO_REDIRECT_URL, &location) == CURLE_OK,
      let location
    else { return nil }
    return URL(string: String(cString: location))
  }
}

/// One hop: the options, the callbacks' state and the outcome. Lives on the
/// worker thread only; the callbacks reach it through curl's user pointer.
private final class CurlTransfer {
  let maxBodySize: Int
  let cancel: CancelSignal
  private var body = Data()
  private var headers: [String: String] = [:]
  private var headerBytes = 0
  private var tooLarge = false

  init(maxBodySize: Int, cancel: CancelSignal) {
    self.maxBodySize = maxBodySize
    self.cancel = cancel
  }

  func perform(_ request: HTTPRequest, on handle: UnsafeMutableRawPointer, timeout: Duration)
    throws -> HTTPResponse
  {
    curl_easy_reset(handle)  // keeps the connection for the next hop
    var list: UnsafeMutablePointer<curl_slist>?
    defer { curl_slist_free_all(list) }
    for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
      guard let longer = curl_slist_append(list, "\(name): \(value)") else {
        throw URLError(.unknown)
      }
      list = longer
    }
    let (seconds, attoseconds) = timeout.components
    let milliseconds = max(1, seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    let context = Unmanaged.passUnretained(self).toOpaque()
    let results: [CURLcode] = [
      quizbank_curl_set_string(handle, CURLOPT_URL, request.url.absoluteString),
      quizbank_curl_set_long(handle, CURLOPT_HTTPGET, 1),
      quizbank_curl_set_long(handle, CURLOPT_NOSIGNAL, 1),
      quizbank_curl_allow_http_only(handle),
      quizbank_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, 0),
      quizbank_curl_set_long(handle, CURLOPT_TIMEOUT_MS, Int(milliseconds)),
      quizbank_curl_set_long(handle, CURLOPT_CONNECTTIMEOUT_MS, Int(milliseconds)),
      quizbank_curl_set_offset(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(maxBodySize)),
      quizbank_curl_set_string(handle, CURLOPT_ACCEPT_ENCODING, ""),
      quizbank_curl_set_string(handle, CURLOPT_USERAGENT, "qbank"),
      quizbank_curl_set_list(handle, CURLOPT_HTTPHEADER, list),
      quizbank_curl_set_write_function(handle, CURLOPT_WRITEFUNCTION, takeBody),
      quizbank_curl_set_pointer(handle, CURLOPT_WRITEDATA, context),
      quizbank_curl_set_write_function(handle, CURLOPT_HEADERFUNCTION, takeHeader),
      quizbank_curl_set_pointer(handle, CURLOPT_HEADERDATA, context),
      quizbank_curl_set_long(handle, CURLOPT_NOPROGRESS, 0),
      quizbank_curl_set_xferinfo_function(handle, checkCancelled),
      quizbank_curl_set_pointer(handle, CURLOPT_XFERINFODATA, context),
    ]
    if let failed = results.first(where: { $0 != CURLE_OK }) {
      throw URLError(.unknown, userInfo: [NSLocalizedDescriptionKey: Self.describe(failed)])
    }
    let code = withExtendedLifetime(self) { curl_easy_perform(handle) }
    if tooLarge || code == CURLE_FILESIZE_EXCEEDED { throw ResponseTooLarge(limit: maxBodySize) }
    guard code == CURLE_OK else { throw Self.error(for: code) }
    var status = 0
    _ = quizbank_curl_get_long(handle, CURLINFO_RESPONSE_CODE, &status)
    return HTTPResponse(status: status, headers: headers, body: body)
  }

  /// Appends `count` bytes of body, or stops the transfer (by taking none) past the limit.
  fileprivate func appendBody(_ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    guard count <= maxBodySize - body.count else {
      tooLarge = true
      return 0
    }
    if body.isEmpty, let announced = headers["content-length"].flatMap({ Int($0) }),
      announced <= maxBodySize
    {
      body.reserveCapacity(max(announced, count))  // room at once: no copies while it grows
    }
    body.append(bytes.assumingMemoryBound(to: UInt8.self), count: count)
    return count
  }

  /// Records one header line; a status line (a new response after `100
  /// Continue`) starts the headers over. Header bytes have a limit too.
  fileprivate func appendHeader(_ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    headerBytes += count
    guard headerBytes <= maxBodySize else {
      tooLarge = true
      return 0
    }
    let line = String(
      decoding: UnsafeRawBufferPointer(start: bytes, count: count), as: UTF8.self)
    if line.hasPrefix("HTTP/") {
      headers = [:]
    } else if let colon = line.firstIndex(of: ":") {
      let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
      headers[name] = headers[name].map { $0 + ", " + value } ?? value
    }
    return count
  }

  /// The `URLError` for a failed transfer (``APIClient`` tells "unreachable",
  /// "timed out" and "dropped" apart by its code).
  static func error(for code: CURLcode) -> any Error {
    let kind: URLError.Code
    switch code {
    case CURLE_ABORTED_BY_CALLBACK: return CancellationError()
    case CURLE_OPERATION_TIMEDOUT: kind = .timedOut
    case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: kind = .cannotFindHost
    case CURLE_COULDNT_CONNECT: kind = .cannotConnectToHost
    case CURLE_UNSUPPORTED_PROTOCOL: kind = .unsupportedURL
    case CURLE_URL_MALFORMAT: kind = .badURL
    case CURLE_SEND_ERROR, CURLE_RECV_ERROR, CURLE_PARTIAL_FILE, CURLE_GOT_NOTHING:
      kind = .networkConnectionLost
    case CURLE_PEER_FAILED_VERIFICATION: kind = .serverCertificateUntrusted
    case CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE:
      kind = .secureConnectionFailed
    case CURLE_BAD_CONTENT_ENCODING: kind = .cannotDecodeContentData
    case CURLE_WEIRD_SERVER_REPLY, CURLE_HTTP2, CURLE_HTTP2_STREAM: kind = .badServerResponse
    default: kind = .unknown
    }
    return URLError(kind, userInfo: [NSLocalizedDescriptionKey: describe(code)])
  }

  private static func describe(_ code: CURLcode) -> String {
    "libcurl: " + String(cString: curl_easy_strerror(code))
  }
}

// curl's callbacks: C functions that find the transfer through the user pointer.

private func transfer(_ context: UnsafeMutableRawPointer) -> CurlTransfer {
  Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
}

private func takeBody(
  _ bytes: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int,
  _ context: UnsafeMutableRawPointer?
) -> Int {
  guard let bytes, let context else { return 0 }
  return transfer(context).appendBody(bytes, size * count)
}

private func takeHeader(
  _ bytes: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int,
  _ context: UnsafeMutableRawPointer?
) -> Int {
  guard let bytes, let context else { return 0 }
  return transfer(context).appendHeader(bytes, size * count)
}

private func checkCancelled(
  _ context: UnsafeMutableRawPointer?, _ downloadTotal: curl_off_t, _ downloaded: curl_off_t,
  _ uploadTotal: curl_off_t, _ uploaded: curl_off_t
) -> Int32 {
  guard let context else { return 1 }
  return transfer(context).cancel.isFired ? 1 : 0
}
