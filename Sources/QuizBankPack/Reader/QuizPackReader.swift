import Foundation
import QuizBankModel

/// Reads XML quiz packs (`schemas/quizpack-v1.xsd`) into bundles.
///
/// libxml2's SAX parser validates the pack against the schema while the
/// questions are read, one at a time; no document tree is built. Every problem
/// is a ``Diagnostic`` with file, line and column. The parser never touches the
/// network, never loads a DTD or an external entity, and refuses a file that
/// declares a document type.
public struct QuizPackReader: Sendable {
  /// Bounds on the input.
  public var limits: XMLReadLimits

  /// Creates a reader.
  public init(limits: XMLReadLimits = .standard) { self.limits = limits }

  /// What reading a pack gave.
  public struct Result: Sendable {
    /// The bundle, when the pack is well-formed and matches the schema.
    public var bundle: QuizBundle?
    /// Problems found, in file order, each with line and column.
    public var diagnostics: [Diagnostic]
    /// Maps findings about ``bundle`` (JSON pointers) back into the pack.
    public var locator: QuizPackLocator
  }

  /// Reads a whole pack into a bundle.
  public func read(_ source: XMLSource) throws(XMLReadError) -> Result {
    var questions: [Question] = []
    let streamed = try stream(source) { question, _ in questions.append(question) }
    var bundle = streamed.header
    bundle?.questions = questions
    return Result(bundle: bundle, diagnostics: streamed.diagnostics, locator: streamed.locator)
  }

  /// Reads a pack one question at a time: `onQuestion` gets each question and
  /// its 0-based index as soon as its element ends, so a pack of any size is
  /// read in constant memory. `onHeader` gets the pack's other members once,
  /// before the first question (rounds, which follow the questions, are not
  /// in it yet). `onQuestion` owns each question it gets (it may keep it without a copy).
  /// - Returns: the pack's other members (a bundle without questions) when the
  ///   pack is valid, the diagnostics, and the locator.
  public func stream(
    _ source: XMLSource, onHeader: (QuizBundle) -> Void = { _ in },
    onQuestion: (consuming Question, Int) -> Void
  ) throws(XMLReadError) -> (
    header: QuizBundle?, diagnostics: [Diagnostic], locator: QuizPackLocator
  ) {
    let source = try source.bounded(limits: limits)
    let locator = QuizPackLocator(source: source)
    guard let schema = QuizPackSchema.shared else {
      throw .unreadable(source.displayName, "the built-in pack schema failed to compile")
    }
    // One libxml2 pass parses and validates on a thread of its own; this
    // thread turns its records into questions as they come.
    let limit = limits.maxDiagnostics
    let events = BoundedQueue<PackEventBatch>(limit: PackEvents.queueLimit)
    let passResult = Locked<(diagnostics: [Diagnostic], sawFatal: Bool, refused: Bool)>(
      ([], false, false))
    let libxml2Pass = WorkerThread {
      let collector = XMLErrorCollector(file: source.displayName, limit: limit)
      let refused = PackSAXPass.run(
        source, schema: schema, collector: collector, events: events)
      let result = (collector.diagnostics, collector.sawFatal, refused)
      passResult.withLock { $0 = result }
    }
    let (header, located) = withoutActuallyEscaping(onHeader) { headerCallback in
      withoutActuallyEscaping(onQuestion) { callback in
        var parser = PackStreamParser(file: source.displayName, onQuestion: callback)
        parser.onHeader = headerCallback
        let header = parser.run(events)
        return (header, parser.located)
      }
    }
    libxml2Pass.join()
    var errors = passResult.withLock { $0 }
    if errors.refused {
      // A refused file is reported as libxml2's streaming reader sees it: it
      // reads ahead and meets, say, an entity loop before it hands over the
      // document type, where the SAX pass stops at the document type itself.
      let collector = XMLErrorCollector(file: source.displayName, limit: limit)
      PackSchemaPass.run(source, schema: schema, collector: collector)
      errors = (collector.diagnostics, collector.sawFatal, true)
    }
    // The reader's own findings mean nothing in a document that is not well-formed.
    var all = errors.diagnostics
    if !errors.sawFatal { all += located.map(\.0) }
    let diagnostics = locator.locate(all)
    let failed = diagnostics.contains { $0.severity == .error }
    return (failed ? nil : header, Self.sorted(diagnostics), locator)
  }

  /// Diagnostics in file order; those without a line keep their place at the end.
  package static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { a, b in
      let la = a.element.location.line ?? Int.max
      let lb = b.element.location.line ?? Int.max
      if la != lb { return la < lb }
      let ca = a.element.location.column ?? 0
      let cb = b.element.location.column ?? 0
      if ca != cb { return ca < cb }
      return a.offset < b.offset
    }.map(\.element)
  }
}
