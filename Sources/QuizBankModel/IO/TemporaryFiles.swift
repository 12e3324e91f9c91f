import Foundation

/// The temporary files of this process's atomic writes that are still open,
/// so an interrupted `import` or `generate` removes them on SIGINT, SIGTERM
/// or SIGHUP instead of leaving `.NAME.PID-RAND.tmp` behind (issue 17, Low 10).
package final class TemporaryFiles: Sendable {
  /// The process's registry.
  package static let shared = TemporaryFiles()

  /// The paths registered, and the signal sources once installed.
  private let state = Locked(State())

  private struct State {
    var paths: Set<String> = []
    var sources: [any DispatchSourceSignal] = []
    /// What an ending signal does first (the raw terminal's restore), if anything.
    var beforeEnding: (@Sendable () -> Void)?
  }

  /// The signals that end a command and remove its temporary files.
  package static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  func add(_ path: String) {
    state.withLock { _ = $0.paths.insert(path) }
  }

  func remove(_ path: String) {
    state.withLock { _ = $0.paths.remove(path) }
  }

  /// Whether ``removeOnEndingSignals()`` has taken SIGINT, SIGTERM and SIGHUP.
  package var handlesEndingSignals: Bool { state.withLock { !$0.sources.isEmpty } }

  /// Sets what an ending signal does before the files are removed (nil: nothing):
  /// the raw terminal hands its restore here instead of catching those signals
  /// itself, so a curator on a terminal gets both.
  package func setBeforeEnding(_ step: (@Sendable () -> Void)?) {
    state.withLock { $0.beforeEnding = step }
  }

  /// Removes every temporary file still registered.
  package func removeAll() {
    let open = state.withLock { $0.paths }
    for path in open { unlink(path) }
  }

  /// From now on, SIGINT, SIGTERM and SIGHUP remove the temporary files, then
  /// end the process as the signal would have. A ``RawTerminal`` made after
  /// this call restores the terminal first (``setBeforeEnding(_:)``).
  package func removeOnEndingSignals() {
    state.withLock { state in
      guard state.sources.isEmpty else { return }
      for number in Self.endingSignals {
        signal(number, SIG_IGN)  // delivered to the dispatch source instead
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { [self] in
          self.state.withLock { $0.beforeEnding }?()
          removeAll()
          // End as the signal would: default action, unblocked on this thread
          // (dispatch's threads block signals), raised; 128+N should it not end us.
          signal(number, SIG_DFL)
          var set = sigset_t()
          sigemptyset(&set)
          sigaddset(&set, number)
          pthread_sigmask(SIG_UNBLOCK, &set, nil)
          raise(number)
          _exit(128 + number)
        }
        source.resume()
        state.sources.append(source)
      }
    }
  }
}
