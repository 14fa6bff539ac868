// MARK: - Numbers that may not be finite

/// Every `Double` a `Codable` conformance writes is a JSON number when finite, and the
/// ``NonFiniteValue`` strings `"nan"`, `"infinity"` or `"-infinity"` otherwise, which JSON
/// numbers cannot hold: a recorded `didScroll` of NaN replays as one.
extension KeyedEncodingContainer<JSONKey> {
  mutating func encodeNumber(_ value: Double, forKey key: JSONKey) throws {
    if let nonFinite = NonFiniteValue(value) {
      try encode(nonFinite, forKey: key)
    } else {
      try encode(value, forKey: key)
    }
  }

  /// Writes `null` for nil.
  mutating func encodeNumber(_ value: Double?, forKey key: JSONKey) throws {
    if let value { try encodeNumber(value, forKey: key) } else { try encodeNil(forKey: key) }
  }
}

extension KeyedDecodingContainer<JSONKey> {
  func decodeNumber(forKey key: JSONKey) throws -> Double {
    if let nonFinite = try? decode(NonFiniteValue.self, forKey: key) {
      return nonFinite.value
    }
    return try decode(Double.self, forKey: key)
  }

  /// Nil for `null` or a missing key.
  func decodeNumberIfPresent(forKey key: JSONKey) throws -> Double? {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
    return try decodeNumber(forKey: key)
  }
}
