import Foundation
import Testing

@testable import QuizBankModel

/// The shared I/O helpers: XDG homes and SHA-256 hex.
struct IOHelpersTests {
  @Test func xdgHomesUseTheVariableWhenSetAndAbsolute() {
    let env = ["XDG_STATE_HOME": "/s", "XDG_CACHE_HOME": "/c", "HOME": "/home/a"]
    #expect(XDGPaths.stateHome(environment: env).path == "/s")
    #expect(XDGPaths.cacheHome(environment: env).path == "/c")
  }

  @Test func xdgHomesTreatAnEmptyOrRelativeValueAsUnset() {
    for value in ["", "relative/dir"] {
      let env = ["XDG_STATE_HOME": value, "XDG_CACHE_HOME": value, "HOME": "/home/a"]
      #expect(XDGPaths.stateHome(environment: env).path == "/home/a/.local/state")
      #expect(XDGPaths.cacheHome(environment: env).path == "/home/a/.cache")
    }
    #expect(XDGPaths.cacheHome(environment: ["HOME": "/home/b"]).path == "/home/b/.cache")
  }

  @Test func sha256HexIsLowercaseAndMatchesKnownDigests() {
    #expect(
      SHA256Hex.of(Data())
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      SHA256Hex.of(Data("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }
}
