extension QuizPackSchema {
  /// Whether the first bytes of an input name the pack namespace: how
  /// `qbank import` and `qbank validate` tell a pack from other XML (a pack's
  /// root element declares it, so the first few KiB hold it).
  package static func isPack(prefix: some Collection<UInt8>) -> Bool {
    XMLPrefix.contains(prefix, namespace)
  }
}
