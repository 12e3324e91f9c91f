import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One HTTP response: status, headers (names lowercased) and body.
package struct HTTPResponse: Sendable {
  /// The status code.
  package var status: Int
  /// The headers, names lowercased.
  package var headers: [String: String]
  /// The body.
  package var body: Data

  /// Creates a response.
  package init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }
}

/// Sends one GET request. Behind a protocol so the client's retry and cache
/// logic can be tested without sockets.
package protocol HTTPTransport: Sendable {
  /// Sends `request` and returns the response, or throws a `URLError`.
  func send(_ request: URLRequest) async throws -> HTTPResponse
}

/// A response body past the transport's limit; the download was stopped.
package struct ResponseTooLarge: Error, Sendable, Equatable {
  /// The limit, in bytes.
  package var limit: Int

  /// Creates the error.
  package init(limit: Int) { self.limit = limit }

  /// What went wrong, for a message.
  package var reason: String {
    let size = limit >= 1 << 20 && limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
    return "the response is larger than \(size); the download was stopped"
  }
}

/// The transport over Foundation's `URLSession` (FoundationNetworking on Linux).
///
/// Bodies are collected by a delegate that stops a download once it passes
/// ``maxBodySize`` whatever the framing (`Content-Length` or chunked), so a
/// misbehaving mirror (`--api-base`) cannot exhaust memory. Each request has
/// one deadline, `timeout` seconds after it starts, for the whole exchange
/// (a body trickling in a byte at a time does not keep it alive). A redirect
/// to another origin gets no credentials: the `Authorization` header and an
/// `api_key` in the query are taken off. The session is invalidated when the
/// last copy of the transport goes.
package struct URLSessionTransport: HTTPTransport {
  /// The largest body accepted by default: 64 MiB.
  package static let defaultMaxBodySize = 64 << 20

  private let owner: SessionOwner
  private let timeout: TimeInterval

  /// A transport whose requests end after `timeout` seconds in all (connecting,
  /// waiting and reading the body) and whose bodies may be at most `maxBodySize` bytes.
  package init(timeout: TimeInterval, maxBodySize: Int = defaultMaxBodySize) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpMaximumConnectionsPerHost = 8
    self.owner = SessionOwner(
      configuration: configuration, maxBodySize: maxBodySize, deadline: timeout)
    self.timeout = timeout
  }

  package func send(_ request: URLRequest) async throws -> HTTPResponse {
    var request = request
    request.timeoutInterval = timeout
    let (data, response) = try await owner.data(for: request)
    guard let http = response as? HTTPURLResponse else {
      throw URLError(.badServerResponse)
    }
    var headers: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      if let name = name as? String, let value = value as? String {
        headers[name.lowercased()] = value
      }
    }
    return HTTPResponse(status: http.statusCode, headers: headers, body: data)
  }
}

/// Owns the session and invalidates it (letting running tasks finish) when released.
private final class SessionOwner: Sendable {
  let session: URLSession
  let collector: BodyCollector

  init(configuration: URLSessionConfiguration, maxBodySize: Int, deadline: TimeInterval) {
    collector = BodyCollector(maxBodySize: maxBodySize, deadline: deadline)
    session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
  }

  deinit { session.finishTasksAndInvalidate() }

  func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    let task = session.dataTask(with: request)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        collector.start(task, continuation)
      }
    } onCancel: {
      task.cancel()
    }
  }
}

/// Collects each task's body, failing it with ``ResponseTooLarge`` past the limit
/// and with `URLError(.timedOut)` past its deadline; strips credentials from
/// cross-origin redirects.
///
/// `@unchecked Sendable`: URLSession calls the delegate on its own queue while
/// requests start on any task; every mutable field is behind `lock`.
private final class BodyCollector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private struct Pending {
    var continuation: CheckedContinuation<(Data, URLResponse), any Error>
    var data = Data()
    var response: URLResponse?
    var tooLarge = false
    var timer: DispatchWorkItem?
  }

  /// Deadlines fire on their own serial queue (an overcommitting one), so busy
  /// or blocked global-queue threads cannot hold them back.
  private static let deadlines = DispatchQueue(label: "QuizBankCatalog.HTTP.deadlines")

  private let maxBodySize: Int
  private let deadline: TimeInterval
  private let lock = NSLock()
  private var pending: [Int: Pending] = [:]

  init(maxBodySize: Int, deadline: TimeInterval) {
    self.maxBodySize = maxBodySize
    self.deadline = deadline
  }

  func start(
    _ task: URLSessionDataTask, _ continuation: CheckedContinuation<(Data, URLResponse), any Error>
  ) {
    let id = task.taskIdentifier
    // The deadline answers the caller at once; the cancelled task's own end
    // (which FoundationNetworking may report much later) finds nothing to resume.
    let timer = DispatchWorkItem { [weak self] in
      guard let self, let entry = self.lock.withLock({ self.pending.removeValue(forKey: id) })
      else { return }
      entry.continuation.resume(throwing: URLError(.timedOut))
      task.cancel()
    }
    lock.withLock { pending[id] = Pending(continuation: continuation, timer: timer) }
    Self.deadlines.asyncAfter(deadline: .now() + deadline, execute: timer)
    task.resume()
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(Self.redirect(request, from: task.originalRequest?.url))
  }

  /// `request` as it may be sent after a redirect from `origin`: unchanged on the
  /// same origin (scheme, host and port); without credentials on another.
  static func redirect(_ request: URLRequest, from origin: URL?) -> URLRequest {
    guard let target = request.url, let origin, !sameOrigin(origin, target) else { return request }
    var stripped = request
    stripped.setValue(nil, forHTTPHeaderField: "Authorization")
    if var parts = URLComponents(url: target, resolvingAgainstBaseURL: false),
      let items = parts.queryItems
    {
      let kept = items.filter { !APIRequest.credentialQueryNames.contains($0.name.lowercased()) }
      if kept.count != items.count {
        parts.queryItems = kept.isEmpty ? nil : kept
        stripped.url = parts.url ?? target
      }
    }
    return stripped
  }

  private static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
    func port(_ url: URL) -> Int? {
      url.port
        ?? (url.scheme?.lowercased() == "https"
          ? 443 : url.scheme?.lowercased() == "http" ? 80 : nil)
    }
    return a.scheme?.lowercased() == b.scheme?.lowercased()
      && a.host?.lowercased() == b.host?.lowercased() && port(a) == port(b)
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let allowed = lock.withLock { () -> Bool in
      pending[dataTask.taskIdentifier]?.response = response
      if response.expectedContentLength > Int64(maxBodySize) {
        pending[dataTask.taskIdentifier]?.tooLarge = true
        return false
      }
      return true
    }
    completionHandler(allowed ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    // The body is appended in place: copying the entry out and back (as this
    // once did) copies the whole body per chunk, which is quadratic, lets chunks
    // queue up unread behind the delegate, and grew memory without bound on an
    // endless chunked body.
    let id = dataTask.taskIdentifier
    let overflow = lock.withLock { () -> Pending? in
      // No local copy of the entry before appending: it would share the body's
      // storage and make the append copy it.
      guard let count = pending[id]?.data.count else { return nil }
      if count + data.count > maxBodySize { return pending.removeValue(forKey: id) }
      pending[id]?.data.append(data)
      return nil
    }
    if let overflow {
      overflow.timer?.cancel()
      overflow.continuation.resume(throwing: ResponseTooLarge(limit: maxBodySize))
      dataTask.cancel()
    }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    guard let entry = lock.withLock({ pending.removeValue(forKey: task.taskIdentifier) }) else {
      return
    }
    entry.timer?.cancel()
    if entry.tooLarge {
      entry.continuation.resume(throwing: ResponseTooLarge(limit: maxBodySize))
    } else if let error {
      entry.continuation.resume(throwing: error)
    } else if let response = entry.response ?? task.response {
      entry.continuation.resume(returning: (entry.data, response))
    } else {
      entry.continuation.resume(throwing: URLError(.badServerResponse))
    }
  }
}
