import QuizBankModel

extension BuildError: DiagnosticError {
  /// The error as a diagnostic on the file it is about.
  package var diagnostics: [Diagnostic] {
    switch self {
    case .missingSource(let path, let resolved, let origin):
      [
        .error(
          "cannot open the source file '\(path)' (looked for \(resolved))",
          file: origin?.file ?? path, line: origin?.line, column: origin?.column,
          hint:
            "check the path in the project file: a relative path is relative to the project file's folder"
        )
      ]
    case .malformedSource(let path, let reason): [.error(reason, file: path)]
    case .noBundleOutput:
      [.error("the project has no bundle output", hint: "add an output of format bundle")]
    case .cannotWrite(let path, let reason): [.error("cannot write: \(reason)", file: path)]
    case .cannotExport(let path, let reason): [.error("cannot export: \(reason)", file: path)]
    }
  }

  /// 66 missing source, 65 malformed source or export, 64 no bundle output, 74 cannot write.
  package var failureKind: FailureKind {
    switch self {
    case .missingSource: .missing
    case .malformedSource, .cannotExport: .malformed
    case .noBundleOutput: .usage
    case .cannotWrite: .io
    }
  }
}
