import QuizBankGenerate
import QuizBankValidate

extension ProgressBar {
  /// What generation reports its progress to: this bar, or nothing off a terminal.
  package var generateProgress: ((GenerateProgress) -> Void)? {
    isEnabled ? { [self] progress in update(progress) } : nil
  }

  /// Shows how far generation has got.
  package func update(_ progress: GenerateProgress) {
    switch progress.stage {
    case .planning: show(SummaryText.planning(films: progress.films))
    case .writing: show(Self.bar("writing", done: progress.films, total: progress.total ?? 1))
    }
  }
}

extension ProgressBar {
  /// Shows how far the check of a file has got: by bytes when known, else by questions.
  package func update(_ progress: ValidationProgress) {
    if let read = progress.bytesRead, let total = progress.totalBytes {
      show(Self.bar("checking \(progress.file)", done: read, total: total))
    } else {
      show(SummaryText.checking(progress.file, questions: progress.questions))
    }
  }
}
