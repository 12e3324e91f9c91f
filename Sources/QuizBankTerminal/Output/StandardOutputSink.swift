import QuizBankImport
import QuizBankModel

/// Catalogue lines to standard output. Small catalogues are held until the
/// import succeeds, so a bad input prints nothing; past 8 MiB they stream.
package final class StandardOutputSink: CatalogueSink {
  private let output: ([UInt8]) throws -> Void
  private var pending: [UInt8] = []
  private var streaming = false

  /// A sink handing its bytes to `output` (standard output, in the CLI).
  package init(output: @escaping ([UInt8]) throws -> Void) { self.output = output }

  package func write(_ bytes: [UInt8]) throws {
    if streaming {
      try output(bytes)
      return
    }
    pending += bytes
    if pending.count > 8 << 20 {
      streaming = true
      try output(pending)
      pending = []
    }
  }

  package func commit() throws {
    if !pending.isEmpty { try output(pending) }
    pending = []
  }

  package func discard() { pending = [] }
}
