import Foundation

/// Why a fetch failed. Every case names the request by its address *without*
/// the API key, so messages, logs and cache names never carry a secret.
package enum FetchError: Error, Sendable, Equatable {
  /// The service rejected the key (HTTP 401).
  case unauthorized(service: String)
  /// The service refused the request and said why (IMDb `errorMessage`, TMDB `status_message`).
  case refused(service: String, message: String)
  /// Nothing is there (HTTP 404).
  case notFound(resource: String)
  /// The service kept failing (429, 5xx or timeouts) after every try.
  case gaveUp(resource: String, attempts: Int, lastProblem: String)
  /// Offline (`--offline`) and the resource was never fetched.
  case offline(resource: String)
  /// Online, the network is unreachable, and the resource was never fetched.
  case unreachable(resource: String)
  /// The connection failed or dropped while fetching (online, nothing cached to fall back on).
  case connectionLost(resource: String)
  /// A status the client does not handle.
  case unexpectedStatus(resource: String, status: Int)
  /// No key in the environment for a service that needs one.
  case missingKey(service: String, variables: [String])
  /// The response was not what the service's reader expects.
  case unreadable(resource: String, reason: String)
}
