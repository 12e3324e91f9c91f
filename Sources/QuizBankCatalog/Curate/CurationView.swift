/// One candidate as the view shows it; every string is ready to print.
package struct CurationCard: Sendable, Equatable {
  /// "3 of 10".
  package var counter: String
  /// The question's text.
  package var prompt: String
  /// The film, "Title (1994)", when the question has one.
  package var subject: String?
  /// "Answer: Yes".
  package var answer: String
  /// The picture's address, when the question has one.
  package var image: String?
  /// The keys the author can press.
  package var hint: String
}

/// What the curator's view must do. The presenter holds its view weakly, and
/// the view owns the presenter, so there is no reference cycle.
package protocol CurationView: AnyObject {
  /// Shows a candidate.
  func show(_ card: CurationCard)
  /// Shows a notice or, when `isError`, an error (a failed download, a failed save).
  func showMessage(_ text: String, isError: Bool)
  /// Asks whether to go on after a batch of 10.
  func askToContinue(_ question: String)
  /// Shows the closing summary; the session is over.
  func showFinished(_ summary: String)
}
