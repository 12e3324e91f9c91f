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

/// The transport over Foundation's `URLSession` (FoundationNetworking on Linux).
package struct URLSessionTransport: HTTPTransport {
  private let session: URLSession
  private let timeout: TimeInterval

  /// A transport whose requests time out after `timeout` seconds without data.
  package init(timeout: TimeInterval) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = max(timeout * 4, 60)
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpMaximumConnectionsPerHost = 8
    self.session = URLSession(configuration: configuration)
    self.timeout = timeout
  }

  package func send(_ request: URLRequest) async throws -> HTTPResponse {
    var request = request
    request.timeoutInterval = timeout
    let (data, response) = try await session.data(for: request)
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
