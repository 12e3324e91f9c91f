#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What happens when an input that `qbank validate` or `qbank build` reads
/// through a memory map (a bundle file, see `JSONMappedFile`) gets shorter
/// while it is read, because another program rewrote it in place: touching
/// the pages past its new end raises SIGBUS. Instead of dying with "Bus
/// error", qbank says what happened and ends with 74 (an I/O error). Nothing
/// it writes is left half-done: outputs are renamed into place only when whole.
enum MappedInputFault {
  /// The message, made before the handler can run (a signal handler must not allocate).
  nonisolated(unsafe) private static var message: UnsafeMutableBufferPointer<UInt8>?

  static let text =
    "qbank: error: an input file got shorter while qbank was reading it "
    + "(another program was writing it); nothing was written. "
    + "Run the command again once the file is complete.\n"

  /// Installs the SIGBUS handler (once per process).
  static func install() {
    guard message == nil else { return }
    let bytes = Array(text.utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
    message = buffer
    _ = signal(SIGBUS) { _ in
      if let message = MappedInputFault.message {
        _ = write(2, message.baseAddress, message.count)
      }
      _exit(74)  // QBankExit.ioError (a literal: nothing lazy inside a signal handler)
    }
  }
}
