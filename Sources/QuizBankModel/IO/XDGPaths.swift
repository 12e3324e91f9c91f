import Foundation

/// The XDG Base Directory homes qbank keeps files in.
///
/// Per the XDG Base Directory specification, a variable that is unset, empty
/// or not an absolute path is ignored and the default under `$HOME` is used.
package enum XDGPaths {
  /// `$XDG_STATE_HOME`, or `~/.local/state`.
  package static func stateHome(environment: [String: String]) -> URL {
    home("XDG_STATE_HOME", default: ".local/state", environment: environment)
  }

  /// `$XDG_CACHE_HOME`, or `~/.cache`.
  package static func cacheHome(environment: [String: String]) -> URL {
    home("XDG_CACHE_HOME", default: ".cache", environment: environment)
  }

  /// The user's home: `$HOME` when set and not empty, else the account's home.
  package static func userHome(environment: [String: String]) -> URL {
    if let home = environment["HOME"], !home.isEmpty { return URL(fileURLWithPath: home) }
    return FileManager.default.homeDirectoryForCurrentUser
  }

  private static func home(
    _ variable: String, default relative: String, environment: [String: String]
  ) -> URL {
    if let value = environment[variable], !value.isEmpty, value.hasPrefix("/") {
      return URL(fileURLWithPath: value)
    }
    return userHome(environment: environment).appendingPathComponent(relative)
  }
}
