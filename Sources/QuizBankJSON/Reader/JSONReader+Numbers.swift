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
    // The grammar's bytes are ASCII, checked above.
    let text = checkedString(
      UnsafeBufferPointer(start: buf + start, count: p - start), isASCII: true)
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

extension JSONNumber {
  /// Powers of ten a `Double` holds exactly: 1e0 through 1e22.
  private static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// ``text`` as a `Double` without `strtod`, when that is exact by construction
  /// (Clinger's fast path): JSON number text whose digits, read as an integer,
  /// are at most 2^53 and whose decimal exponent is within ±22, so the value is
  /// one correctly rounded multiplication or division of two exact doubles,
  /// the nearest double to the text as `strtod` finds it. `nil` otherwise.
  package var exactDouble: Double? {
    var negative = false
    var mantissa: UInt64 = 0
    var integerDigits = 0
    var fractionDigits = 0
    var exponent = 0
    var exponentNegative = false
    var exponentDigits = 0
    var part = 0  // 0: integer digits, 1: fraction digits, 2: exponent digits
    var first = true
    for byte in text.utf8 {
      defer { first = false }
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let digit = UInt64(byte &- UInt8(ascii: "0"))
        if part == 2 {
          exponent = exponent * 10 + Int(digit)
          exponentDigits += 1
          if exponent > 400 { return nil }
          continue
        }
        guard mantissa <= (1 << 53 - digit) / 10 else { return nil }
        mantissa = mantissa * 10 + digit
        if part == 0 { integerDigits += 1 } else { fractionDigits += 1 }
      case UInt8(ascii: "-") where first:
        negative = true
      case UInt8(ascii: "."):
        guard part == 0, integerDigits > 0 else { return nil }
        part = 1
      case UInt8(ascii: "e"), UInt8(ascii: "E"):
        guard part < 2, integerDigits > 0, part == 0 || fractionDigits > 0 else { return nil }
        part = 2
      case UInt8(ascii: "+"), UInt8(ascii: "-"):
        guard part == 2, exponentDigits == 0, !exponentNegative else { return nil }
        exponentNegative = byte == UInt8(ascii: "-")
      default:
        return nil
      }
    }
    guard integerDigits > 0, part != 1 || fractionDigits > 0, part != 2 || exponentDigits > 0
    else { return nil }
    let scale = (exponentNegative ? -exponent : exponent) - fractionDigits
    guard scale >= -22, scale <= 22 else { return nil }
    var value = Double(mantissa)
    if scale > 0 {
      value *= Self.exactPowersOfTen[scale]
    } else if scale < 0 {
      value /= Self.exactPowersOfTen[-scale]
    }
    return negative ? -value : value
  }
}
