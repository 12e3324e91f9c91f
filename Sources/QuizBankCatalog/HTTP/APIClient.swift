import Foundation

/// Whether the client may use the network.
package enum NetworkMode: Sendable {
  /// Fetch, and fall back to the cache when the network is unreachable.
  case online
  /// Serve only what is cached.
  case offline
}

/// Something worth telling the user while fetching (shown on stderr).
package enum ClientEvent: Sendable, Equatable {
  /// A try failed and another follows after `delay` seconds.
  case retrying(resource: String, attempt: Int, of: Int, delay: Double, problem: String)
  /// The network was unreachable; the cached copy is used.
  case servedFromCache(resource: String)
  /// The network was unreachable and this search was never made: the titles of
  /// the lists and searches fetched before were searched instead.
  case searchedCache(query: String)
  /// Without the network, these pages of `list` (of `of`) were never fetched: the
  /// cached ones are served without them.
  case pagesNotCached(list: String, pages: [Int], of: Int)
}

/// What a fetch returned and where it came from.
package struct Fetched<Value: Sendable>: Sendable {
  /// The decoded value.
  package var value: Value
  /// Whether it came from the cache rather than the network.
  package var fromCache: Bool
}

/// Gets responses with retries, backoff and an on-disk cache.
///
/// A body is decoded by the caller's `decode` before it is cached, so a refused or
/// unreadable response is never stored. Timeouts, 429 and 5xx are retried;
/// 401, 404 and refusals are not; a connection dropped half-way is retried and,
/// after the last try, is ``FetchError/connectionLost(resource:)``. When the network is
/// unreachable (or the mode is offline) the cached copy is served; if there is none,
/// ``FetchError/unreachable(resource:)`` (``FetchError/offline(resource:)`` offline).
package struct APIClient: Sendable {
  /// Sends requests.
  package var transport: any HTTPTransport
  /// The response cache, if any.
  package var cache: ResponseCache?
  /// The retry policy.
  package var retry: RetryPolicy
  /// Online or offline.
  package var mode: NetworkMode
  /// Receives retry and fallback notices.
  package var events: @Sendable (ClientEvent) -> Void
  /// Waits between tries (replaced in tests).
  package var sleep: @Sendable (Double) async throws -> Void

  /// Creates a client.
  package init(
    transport: any HTTPTransport, cache: ResponseCache?, retry: RetryPolicy = RetryPolicy(),
    mode: NetworkMode = .online, events: @escaping @Sendable (ClientEvent) -> Void = { _ in },
    sleep: @escaping @Sendable (Double) async throws -> Void = { seconds in
      try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    }
  ) {
    self.transport = transport
    self.cache = cache
    self.retry = retry
    self.mode = mode
    self.events = events
    self.sleep = sleep
  }

  /// Gets `request` and decodes its body.
  package func get<Value: Sendable>(
    _ request: APIRequest, decode: (Data) throws -> Value
  ) async throws -> Fetched<Value> {
    if mode == .offline { return try fromCache(request, decode: decode) }
    var attempt = 0
    while true {
      attempt += 1
      let problem: String
      var retryAfter: String?
      do {
        let response = try await transport.send(request.httpRequest)
        switch response.status {
        case 200..<300:
          let value: Value
          do {
            value = try decode(response.body)
          } catch let error as UnreadableResponse {
            throw FetchError.unreadable(
              resource: request.redacted, reason: request.redact(error.reason))
          } catch FetchError.refused(let service, let message) {
            // imdb-api.com refuses in the body (`errorMessage`), which may echo the key.
            throw FetchError.refused(service: service, message: request.redact(message))
          }
          try? cache?.store(response.body, for: request.cacheKey)
          return Fetched(value: value, fromCache: false)
        case 401:
          throw FetchError.unauthorized(service: request.service)
        case 404:
          throw FetchError.notFound(resource: request.redacted)
        case let status where RetryPolicy.isRetryable(status: status):
          problem = "HTTP \(status)"
          retryAfter = response.headers["retry-after"]
        case let status:
          if let message = Self.statusMessage(response.body) {
            throw FetchError.refused(service: request.service, message: request.redact(message))
          }
          throw FetchError.unexpectedStatus(resource: request.redacted, status: status)
        }
      } catch let error as ResponseTooLarge {
        throw FetchError.unreadable(resource: request.redacted, reason: error.reason)
      } catch let error as URLError {
        if Self.isUnreachable(error) {
          let cached: Fetched<Value>
          do {
            cached = try fromCache(request, decode: decode)
          } catch FetchError.offline(let resource) {
            throw FetchError.unreachable(resource: resource)
          }
          events(.servedFromCache(resource: request.redacted))
          return cached
        }
        if error.code == .timedOut {
          problem = "timed out"
        } else {
          // A connection dropped half-way (or another transport failure): worth another try.
          guard attempt < retry.attempts else {
            throw FetchError.connectionLost(resource: request.redacted)
          }
          problem = "connection lost"
        }
      }
      guard attempt < retry.attempts else {
        throw FetchError.gaveUp(resource: request.redacted, attempts: attempt, lastProblem: problem)
      }
      let delay = retry.delay(afterAttempt: attempt, retryAfter: retryAfter)
      events(
        .retrying(
          resource: request.redacted, attempt: attempt, of: retry.attempts, delay: delay,
          problem: problem))
      try await sleep(delay)
    }
  }

  private func fromCache<Value>(_ request: APIRequest, decode: (Data) throws -> Value) throws
    -> Fetched<Value>
  {
    // Before the cache was keyed by service and request, it was keyed by the
    // keyless address: such an entry is still served.
    guard let data = cache?.load(request.cacheKey) ?? cache?.load(request.redacted) else {
      throw FetchError.offline(resource: request.redacted)
    }
    do {
      return Fetched(value: try decode(data), fromCache: true)
    } catch let error as UnreadableResponse {
      throw FetchError.unreadable(resource: request.redacted, reason: request.redact(error.reason))
    }
  }

  /// Errors that mean "no network" rather than "the server is slow". A
  /// connection that was made and then dropped (`.networkConnectionLost`) is
  /// not one: it is retried, and is ``FetchError/connectionLost(resource:)`` in the end.
  package static func isUnreachable(_ error: URLError) -> Bool {
    switch error.code {
    case .notConnectedToInternet, .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed,
      .internationalRoamingOff, .dataNotAllowed:
      return true
    default:
      return false
    }
  }

  /// TMDB's `status_message`, when an error body carries one.
  private static func statusMessage(_ body: Data) -> String? {
    guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
      return nil
    }
    return object["status_message"] as? String
  }
}
