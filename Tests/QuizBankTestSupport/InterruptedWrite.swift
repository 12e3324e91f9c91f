import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// How a `qbank` run that was sent a signal in the middle of an atomic write
/// ended (issue 17, Low 10).
public struct InterruptedWrite: Sendable {
  /// The temporary file that was being written when the signal was sent.
  public var caught: String
  /// Whether the process ended by an uncaught signal (as the signal's default action would).
  public var endedBySignal: Bool
  /// The signal number or the exit status.
  public var status: Int32
  /// The `.NAME.PID-RAND.tmp` files of the written file left after the process ended.
  public var leftovers: [String]
  /// With `onTerminal`: whether the terminal had line editing and echo again
  /// (ICANON and ECHO) once the process ended; nil otherwise.
  public var terminalRestored: Bool?
}

/// Runs the built `qbank` with `arguments` and catches it in the middle of an
/// atomic write of `folder/name`: as soon as its temporary file
/// (`.NAME.PID-RAND.tmp`) appears in `folder` with bytes in it, the process is stopped (SIGSTOP); if the file is still
/// there, `signal` is sent and the process continued, so the signal arrives while
/// the temporary file is open. Returns nil when the write ended before the process
/// was stopped (prepare the input again and retry) or never started.
///
/// `input` is written to the process's standard input, which stays open until
/// the process ends (a curator waits for its next key instead of quitting). With
/// `onTerminal`, standard input is a pseudo-terminal (so a curator goes raw) and
/// the result says whether its settings were restored.
public func interruptDuringWrite(
  _ arguments: [String], environment: [String: String] = [:], input: String? = nil,
  onTerminal: Bool = false,
  writing name: String, in folder: URL, signal number: Int32, timeout: TimeInterval = 120
) throws -> InterruptedWrite? {
  let files = FileManager.default
  func temporaries() -> [String] {
    ((try? files.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      $0.hasPrefix(".\(name).") && $0.hasSuffix(".tmp")
    }
  }
  func size(_ file: String) -> Int {
    var info = stat()
    return stat(folder.appendingPathComponent(file).path, &info) == 0 ? Int(info.st_size) : 0
  }
  precondition(temporaries().isEmpty, "\(folder.path) already holds temporary files of \(name)")

  let process = Process()
  process.executableURL = TestPaths.qbank
  process.arguments = arguments
  process.currentDirectoryURL = TestPaths.packageRoot
  process.environment = qbankEnvironment(environment)
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  let stdin = Pipe()
  var controller: Int32 = -1
  var terminal: Int32 = -1
  if onTerminal {
    guard openpty(&controller, &terminal, nil, nil, nil) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    process.standardInput = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
  } else {
    process.standardInput = stdin
  }
  defer {
    if onTerminal {
      close(controller)
      close(terminal)
    }
  }
  try process.run()
  defer { try? stdin.fileHandleForWriting.close() }
  if let input {
    if onTerminal {
      // Once the process has made the terminal raw, so the key is not line-buffered.
      let end = Date().addingTimeInterval(30)
      var settings = termios()
      while Date() < end, tcgetattr(terminal, &settings) == 0,
        settings.c_lflag & tcflag_t(ICANON) != 0
      {
        usleep(1_000)
      }
      _ = input.utf8CString.withUnsafeBufferPointer {
        write(controller, $0.baseAddress, $0.count - 1)
      }
    } else {
      stdin.fileHandleForWriting.write(Data(input.utf8))
    }
  }
  let pid = process.processIdentifier

  func waitForEnd() {
    let end = Date().addingTimeInterval(60)
    while process.isRunning, Date() < end { usleep(10_000) }
    if process.isRunning { kill(pid, SIGKILL) }
    process.waitUntilExit()
  }

  var caught: String?
  let deadline = Date().addingTimeInterval(timeout)
  while caught == nil, process.isRunning, Date() < deadline {
    guard let temporary = temporaries().first(where: { size($0) > 0 }) else {
      usleep(200)
      continue
    }
    kill(pid, SIGSTOP)
    waitUntilStopped(pid)
    guard files.fileExists(atPath: folder.appendingPathComponent(temporary).path) else {
      // The write ended between the look and the stop.
      kill(pid, SIGCONT)
      break
    }
    caught = temporary
  }
  guard let caught else {
    kill(pid, SIGTERM)
    kill(pid, SIGCONT)
    waitForEnd()
    return nil
  }
  kill(pid, number)
  kill(pid, SIGCONT)
  waitForEnd()
  var restored: Bool?
  if onTerminal {
    var settings = termios()
    let editing = tcflag_t(ICANON | ECHO)
    restored = tcgetattr(terminal, &settings) == 0 && settings.c_lflag & editing == editing
  }
  return InterruptedWrite(
    caught: caught, endedBySignal: process.terminationReason == .uncaughtSignal,
    status: process.terminationStatus, leftovers: temporaries(), terminalRestored: restored)
}

/// Waits (at most 5 s) until `pid` is stopped: its state in `/proc/PID/stat` is
/// `T`. Where there is no `/proc`, waits 200 ms.
private func waitUntilStopped(_ pid: Int32) {
  let path = "/proc/\(pid)/stat"
  guard FileManager.default.fileExists(atPath: path) else {
    usleep(200_000)
    return
  }
  let end = Date().addingTimeInterval(5)
  while Date() < end {
    // "PID (NAME) STATE …": the state follows the last ')'.
    if let text = try? String(contentsOfFile: path, encoding: .utf8),
      let close = text.lastIndex(of: ")"),
      text[text.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("T")
    {
      return
    }
    usleep(1_000)
  }
}
