import Foundation

/// What a run of the built `qbank` printed and how it ended.
public struct QbankResult: Sendable {
  /// The exit status.
  public var status: Int32
  /// Standard output, as UTF-8.
  public var stdout: String
  /// Standard error, as UTF-8.
  public var stderr: String
}

/// Runs the built `qbank` binary with `arguments`, feeding `stdin`, in
/// `directory` (the package root by default), with `environment` added to a
/// clean environment (no colour, C locale unless overridden).
public func runQbank(
  _ arguments: [String], stdin: String? = nil, directory: URL? = nil,
  environment: [String: String] = [:]
) throws -> QbankResult {
  // No test target depends on the executable: `swift build --build-tests` and
  // `swift test` build every product, so the binary is beside the test bundle.
  guard FileManager.default.isExecutableFile(atPath: TestPaths.qbank.path) else {
    throw RequirementMissing(
      description:
        "no built qbank at \(TestPaths.qbank.path): run `swift build --build-tests` first")
  }
  let process = Process()
  process.executableURL = TestPaths.qbank
  process.arguments = arguments
  process.currentDirectoryURL = directory ?? TestPaths.packageRoot
  process.environment = qbankEnvironment(environment)
  let outPipe = Pipe()
  let errPipe = Pipe()
  let inPipe = Pipe()
  process.standardOutput = outPipe
  process.standardError = errPipe
  process.standardInput = inPipe
  try process.run()
  if let stdin { inPipe.fileHandleForWriting.write(Data(stdin.utf8)) }
  try inPipe.fileHandleForWriting.close()
  // Read both pipes concurrently so a full pipe never blocks the child.
  let group = DispatchGroup()
  nonisolated(unsafe) var outData = Data()
  nonisolated(unsafe) var errData = Data()
  group.enter()
  DispatchQueue.global().async {
    outData = outPipe.fileHandleForReading.readDataToEndOfFile()
    group.leave()
  }
  group.enter()
  DispatchQueue.global().async {
    errData = errPipe.fileHandleForReading.readDataToEndOfFile()
    group.leave()
  }
  group.wait()
  process.waitUntilExit()
  return QbankResult(
    status: process.terminationStatus,
    stdout: String(decoding: outData, as: UTF8.self),
    stderr: String(decoding: errData, as: UTF8.self))
}
