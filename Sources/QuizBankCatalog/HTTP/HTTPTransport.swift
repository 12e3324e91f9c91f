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
/// ``maxBodySize``, so a misbehaving mirror (`--api-base`) cannot exhaust
/// memory. The session is invalidated when the last copy of the transport goes.
package struct URLSessionTransport: HTTPTransport {
  /// The largest body accepted by default: 64 MiB.
  package static let defaultMaxBodySize = 64 << 20

  private let owner: SessionOwner
  private let timeout: TimeInterval

  /// A transport whose requests time out after `timeout` seconds without data
  /// and whose bodies may be at most `maxBodySize` bytes.
  package init(timeout: TimeInterval, maxBodySize: Int = defaultMaxBodySize) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = max(timeout * 4, 60)
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpMaximumConnectionsPerHost = 8
    self.owner = SessionOwner(configuration: configuration, maxBodySize: maxBodySize)
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

  init(configuration: URLSessionConfiguration, maxBodySize: Int) {
    collector = BodyCollector(maxBodySize: maxBodySize)
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

/// Collects each task's body, failing it with ``ResponseTooLarge`` past the limit.
private final class BodyCollector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private struct Pending {
    var continuation: CheckedContinuation<(Data, URLResponse), any Error>
    var data = Data()
    var response: URLResponse?
    var tooLarge = false
  }

  private let maxBodySize: Int
  private let lock = NSLock()
  private var pending: [Int: Pending] = [:]

  init(maxBodySize: Int) { self.maxBodySize = maxBodySize }

  func start(
    _ task: URLSessionDataTask, _ continuation: CheckedContinuation<(Data, URLResponse), any Error>
  ) {
    lock.withLock { pending[task.taskIdentifier] = Pending(continuation: continuation) }
    task.resume()
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
    let overflow = lock.withLock { () -> Bool in
      guard var entry = pending[dataTask.taskIdentifier], !entry.tooLarge else { return false }
      if entry.data.count + data.count > maxBodySize {
        entry.tooLarge = true
        entry.data = Data()
      } else {
        entry.data.append(data)
      }
      pending[dataTask.taskIdentifier] = entry
      return entry.tooLarge
    }
    if overflow { dataTask.cancel() }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    guard let entry = lock.withLock({ pending.removeValue(forKey: task.taskIdentifier) }) else {
      return
    }
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
