import Foundation

/// What kind of failure stopped a command; it decides the exit status, after sysexits(3).
public enum FailureKind: Int32, Sendable, Equatable, CaseIterable {
  /// The input was read and has findings (validation errors, a failed check): exit 1.
  case findings = 1
  /// The command line, or a combination it asks for, is wrong: exit 64.
  case usage = 64
  /// An input is malformed (not JSON, not XML, not the expected shape): exit 65.
  case malformed = 65
  /// An input does not exist or cannot be opened: exit 66.
  case missing = 66
  /// A service is unavailable (offline and not cached, a refusing server): exit 69.
  case unavailable = 69
  /// Something internal went wrong: exit 70.
  case software = 70
  /// Reading or writing failed: exit 74.
  case io = 74

  /// The exit status a command ends with.
  public var exitStatus: Int32 { rawValue }
}

/// An error a person may see: it describes itself as ``Diagnostic``s (code,
/// severity, message, location, hint), which every command renders with the one
/// renderer, and says what kind of failure it is (the exit status).
public protocol DiagnosticError: Error {
  /// What went wrong, first the error itself, then any notes.
  var diagnostics: [Diagnostic] { get }
  /// The kind of failure, which decides the exit status.
  var failureKind: FailureKind { get }
}

/// A failure ready to report: its diagnostics and its kind.
public struct DiagnosticFailure: DiagnosticError, Sendable, Equatable {
  /// What went wrong.
  public var diagnostics: [Diagnostic]
  /// The kind of failure.
  public var failureKind: FailureKind

  /// A failure of `kind` made of `diagnostics`.
  public init(_ diagnostics: [Diagnostic], kind: FailureKind) {
    self.diagnostics = diagnostics
    self.failureKind = kind
  }

  /// A failure of one error diagnostic (no rule code): `file:line:col: error: message`.
  public init(
    _ kind: FailureKind, file: String = "", line: Int? = nil, column: Int? = nil,
    message: String, hint: String? = nil
  ) {
    self.init(
      [.error(message, file: file, line: line, column: column, hint: hint)], kind: kind)
  }

  /// Any error as a failure: its own diagnostics when it has them, else its
  /// description as a failure of `fallback` kind (reading or writing, by default).
  public init(_ error: any Error, fallback: FailureKind = .io) {
    if let error = error as? any DiagnosticError {
      self.init(error.diagnostics, kind: error.failureKind)
    } else {
      self.init(fallback, message: Self.describe(error))
    }
  }

  /// This failure with `file` on every diagnostic that names no file.
  public func located(in file: String) -> DiagnosticFailure {
    var copy = self
    for index in copy.diagnostics.indices where copy.diagnostics[index].location.file.isEmpty {
      copy.diagnostics[index].location.file = file
    }
    return copy
  }

  /// An error's text for people: Foundation's errors by their localized
  /// description, our own by their description.
  private static func describe(_ error: any Error) -> String {
    if error is CocoaError || error is URLError || error is POSIXError
      || type(of: error) is NSError.Type
    {
      return error.localizedDescription
    }
    return String(describing: error)
  }
}

extension Diagnostic {
  /// An error with no rule code: rendered `file:line:col: error: message`.
  public static func error(
    _ message: String, file: String = "", line: Int? = nil, column: Int? = nil,
    hint: String? = nil
  ) -> Diagnostic {
    Diagnostic(
      severity: .error, code: "", message: message,
      location: SourceLocation(file: file, line: line, column: column), hint: hint)
  }

  /// A note with no rule code, adding detail to the error before it.
  public static func note(_ message: String, file: String = "", hint: String? = nil) -> Diagnostic {
    Diagnostic(
      severity: .note, code: "", message: message, location: SourceLocation(file: file),
      hint: hint)
  }
}
