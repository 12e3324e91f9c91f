/// A semantic version `MAJOR.MINOR.PATCH`, with an optional pre-release and
/// build part (semver.org 2.0.0); compared by its three numbers, then a
/// pre-release sorts before the release, and pre-releases by the precedence
/// rules of semver §11.
public struct SemanticVersion: Sendable, Equatable, Comparable, CustomStringConvertible {
  /// The major number.
  public var major: Int
  /// The minor number.
  public var minor: Int
  /// The patch number.
  public var patch: Int
  /// The pre-release part after `-`, if any.
  public var prerelease: String?

  /// Parses `1.4.0`, `2.0.0-rc.1`, `1.0.0+build.5`; `nil` if it is not one.
  public init?(_ text: String) {
    var core = Substring(text)
    if let plus = core.firstIndex(of: "+") { core = core[..<plus] }
    if let dash = core.firstIndex(of: "-") {
      prerelease = String(core[core.index(after: dash)...])
      if prerelease?.isEmpty == true { return nil }
      core = core[..<dash]
    }
    let parts = core.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3 else { return nil }
    var numbers: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.allSatisfy(\.isASCII), part.allSatisfy(\.isNumber),
        part == "0" || !part.hasPrefix("0"), let value = Int(part)
      else { return nil }
      numbers.append(value)
    }
    (major, minor, patch) = (numbers[0], numbers[1], numbers[2])
  }

  /// The version as text, without the build part.
  public var description: String {
    "\(major).\(minor).\(patch)" + (prerelease.map { "-" + $0 } ?? "")
  }

  /// Whether `lhs` comes before `rhs` in semantic version order.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    if (lhs.major, lhs.minor, lhs.patch) != (rhs.major, rhs.minor, rhs.patch) {
      return (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
    switch (lhs.prerelease, rhs.prerelease) {
    case (nil, nil), (nil, _?): return false
    case (_?, nil): return true
    case (let l?, let r?): return prereleasePrecedes(l, r)
    }
  }

  /// Semver §11.4: dot-separated identifiers compared left to right; numeric
  /// ones numerically, numeric before alphanumeric, alphanumeric ones in ASCII
  /// order; when all shared ones are equal the shorter set comes first.
  static func prereleasePrecedes(_ lhs: String, _ rhs: String) -> Bool {
    let left = lhs.split(separator: ".", omittingEmptySubsequences: false)
    let right = rhs.split(separator: ".", omittingEmptySubsequences: false)
    for (l, r) in zip(left, right) where l != r {
      switch (numericIdentifier(l), numericIdentifier(r)) {
      case (let a?, let b?): return a.count != b.count ? a.count < b.count : a < b
      case (_?, nil): return true
      case (nil, _?): return false
      case (nil, nil): return Array(l.utf8).lexicographicallyPrecedes(Array(r.utf8))
      }
    }
    return left.count < right.count
  }

  /// The identifier's digits without leading zeros when it is all ASCII digits
  /// (compared by length, then text, so any size compares right).
  private static func numericIdentifier(_ part: Substring) -> Substring? {
    guard !part.isEmpty, part.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    let trimmed = part.drop { $0 == "0" }
    return trimmed
  }

  /// The bump from `old` to `self`: which number went up first, `none` when
  /// equal, `nil` when `self` is lower.
  public func bump(from old: SemanticVersion) -> VersionBump? {
    if self < old { return nil }
    if major > old.major { return .major }
    if minor > old.minor { return .minor }
    if patch > old.patch { return .patch }
    return self == old ? VersionBump.none : .patch
  }
}

/// How much a semantic version must go up: none < patch < minor < major.
public enum VersionBump: String, Sendable, Codable, Comparable, CaseIterable {
  /// No change needs a new version.
  case none
  /// A fix: `1.4.0` → `1.4.1`.
  case patch
  /// Something added: `1.4.0` → `1.5.0`.
  case minor
  /// Something removed or changed in meaning: `1.4.0` → `2.0.0`.
  case major

  private var rank: Int {
    switch self {
    case .none: 0
    case .patch: 1
    case .minor: 2
    case .major: 3
    }
  }

  /// Whether `lhs` is a smaller bump than `rhs`.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
