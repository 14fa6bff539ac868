/// A coding key the JSON coders make themselves: an array element's index in a coding path,
/// or the `super` key of `superEncoder()` and `superDecoder()`.
struct JSONCodingKey: CodingKey, Hashable, Sendable {
  let stringValue: String
  let intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    intValue = nil
  }

  init(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }

  /// The key of the element at `index` of an array.
  init(index: Int) { self.init(intValue: index) }

  /// The key `super`, under which `superEncoder()` writes and `superDecoder()` reads.
  static let `super` = JSONCodingKey(stringValue: "super")
}

extension [any CodingKey] {
  /// This path with `key` at its end, in one allocation rather than the two of
  /// `path + [key]`.
  func appending(_ key: any CodingKey) -> [any CodingKey] {
    var path: [any CodingKey] = []
    path.reserveCapacity(count + 1)
    path.append(contentsOf: self)
    path.append(key)
    return path
  }
}
