import CLibFuzzer

/// The bytes libFuzzer hands a target, as a buffer (empty when `size` is 0).
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> UnsafeBufferPointer<UInt8> {
  UnsafeBufferPointer(start: size == 0 ? nil : data, count: size)
}

/// Runs libFuzzer's driver on `target` with the process's command line.
///
/// SwiftPM links an executable's `main.swift` as `main` on Linux, which keeps
/// libFuzzer's own `main` out; each target's `main.swift` calls this instead.
public func runFuzzer(
  _ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  return LLVMFuzzerRunDriver(&argc, &argv, target)
}
