/// Changes are written as an object of their three lists, each sorted:
///
/// ```json
/// {"removed": [2], "inserted": [0, 3], "moved": [{"from": 1, "to": 2}]}
/// ```
///
/// Every key is required. Written by hand because decoding validates the lists through
/// the throwing initializer, and the value's derived lookups are not written.
extension PickerRowChanges: Codable {
  /// Reads the three lists and builds the changes with ``init(removed:inserted:moved:)``,
  /// so that decoded changes are always valid ones; the lists may come in any order.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` whose underlying error is the
  ///   ``PickerRowChangesError`` the initializer throws and whose coding path ends at the
  ///   list it names (`["moved"]` for a row both removed and moved); `DecodingError` for a
  ///   missing key.
  /// - Complexity: O(k log k) for k indices in all.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: JSONKey.self)
    let removed = try container.decode([Int].self, forKey: "removed")
    let inserted = try container.decode([Int].self, forKey: "inserted")
    let moved = try container.decode([PickerRowMove].self, forKey: "moved")
    do {
      try self.init(removed: removed, inserted: inserted, moved: moved)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath + [Self.key(naming: error, moved: moved)],
          debugDescription: error.description, underlyingError: error))
    }
  }

  /// The list that holds the index `error` names: for an index listed twice, the moves
  /// when a move lists it, since a move that clashes with a removal or an insertion, or
  /// with another move, is the one that cannot be carried out.
  private static func key(naming error: PickerRowChangesError, moved: [PickerRowMove]) -> JSONKey {
    switch error {
    case .negativeRemoval: "removed"
    case .negativeInsertion: "inserted"
    case .negativeMoveSource, .negativeMoveDestination: "moved"
    case .oldRowListedTwice(let row): moved.contains { $0.from == row } ? "moved" : "removed"
    case .newRowListedTwice(let row): moved.contains { $0.to == row } ? "moved" : "inserted"
    }
  }

  /// Writes the three lists, sorted.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Complexity: O(k) for k indices in all.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONKey.self)
    try container.encode(removed, forKey: "removed")
    try container.encode(inserted, forKey: "inserted")
    try container.encode(moved, forKey: "moved")
  }
}
