import QuizBankJSON

extension JSONReader {
  /// Reads on to the end of the array or object whose start event was just read.
  package func skipRestOfContainer() throws {
    var depth = 1
    while depth > 0, let event = try next() {
      switch event {
      case .startObject, .startArray: depth += 1
      case .endObject, .endArray: depth -= 1
      default: break
      }
    }
  }
}
