// Numbers: RFC 8259 grammar, `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`,
// kept as text.

extension JSONReader {
  /// Reads a number that starts at the read position.
  func readNumber() throws -> JSONNumber {
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
