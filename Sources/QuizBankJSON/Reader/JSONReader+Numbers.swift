// Numbers: RFC 8259 grammar, `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`,
// kept as text.

extension JSONReader {
  /// Reads a number that starts at the read position.
  func readNumber() throws -> JSONNumber {
    if let number = readNumberInWindow() { return number }
    scratch.removeAll(keepingCapacity: true)
    var isInteger = true
    if try peek() == UInt8(ascii: "-") { take() }
    guard let first = try peek(), isDigit(first) else {
      throw try missingDigit("after '-'")
    }
    take()
    if first == UInt8(ascii: "0") {
      if let next = try peek(), isDigit(next) {
        throw error(.syntax, "leading zeros are not allowed in numbers")
      }
    } else {
      try takeDigits()
    }
    if try peek() == UInt8(ascii: ".") {
      isInteger = false
      take()
      guard let next = try peek(), isDigit(next) else {
        throw try missingDigit("after the decimal point")
      }
      try takeDigits()
    }
    if let next = try peek(), next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
      isInteger = false
      take()
      if let sign = try peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { take() }
      guard let digit = try peek(), isDigit(digit) else {
        throw try missingDigit("in the exponent")
      }
      try takeDigits()
    }
    return JSONNumber(text: String(decoding: scratch, as: UTF8.self), isInteger: isInteger)
  }

  /// The fast path of ``readNumber()``: a well-formed number that ends inside
  /// the window, read straight from it. `nil` (nothing consumed) for anything
  /// else: a number running to the window's end, or a malformed one, which the
  /// byte-by-byte path then reads or reports.
  private func readNumberInWindow() -> JSONNumber? {
    let start = pos
    var p = start
    let e = end
    func digits() -> Bool {
      let first = p
      while p < e, isDigit(buf[p]) { p += 1 }
      return p > first
    }
    if p < e, buf[p] == UInt8(ascii: "-") { p += 1 }
    guard p < e, isDigit(buf[p]) else { return nil }
    if buf[p] == UInt8(ascii: "0") {
      p += 1
      if p < e, isDigit(buf[p]) { return nil }
    } else {
      _ = digits()
    }
    var isInteger = true
    if p < e, buf[p] == UInt8(ascii: ".") {
      isInteger = false
      p += 1
      guard digits() else { return nil }
    }
    if p < e, buf[p] == UInt8(ascii: "e") || buf[p] == UInt8(ascii: "E") {
      isInteger = false
      p += 1
      if p < e, buf[p] == UInt8(ascii: "+") || buf[p] == UInt8(ascii: "-") { p += 1 }
      guard digits() else { return nil }
    }
    guard p < e else { return nil }  // the number may go on in the next chunk
    pos = p
    let text = String(
      decoding: UnsafeBufferPointer(start: buf + start, count: p - start), as: UTF8.self)
    return JSONNumber(text: text, isInteger: isInteger)
  }

  @inline(__always)
  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  @inline(__always)
  private func take() {
    scratch.append(buf[pos])
    pos += 1
  }

  private func takeDigits() throws {
    while let byte = try peek(), isDigit(byte) { take() }
  }

  private func missingDigit(_ place: String) throws -> JSONSyntaxError {
    guard let byte = try peek() else {
      return error(.unexpectedEnd, "unexpected end of input: expected a digit \(place)")
    }
    return error(.syntax, "expected a digit \(place), found \(describe(byte))")
  }
}
