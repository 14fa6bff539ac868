/// A layout is written as the arguments of the initializer that builds it. Rows of one
/// width:
///
/// ```json
/// {"viewportWidth": 375, "itemWidth": 60, "itemCount": 12, "spacing": 8,
///  "alignment": {"center": {}}, "direction": "leftToRight", "wrapsAround": false}
/// ```
///
/// Rows of their own widths, in row order, have `"itemWidths": [40, 80, 120]` in place of
/// `itemWidth` and `itemCount`. Every key is required but `containment`, which a contained
/// layout has (`"containment": "contained"`) and an anchored one leaves out, so that an
/// anchored layout is written exactly as before containment existed and an object without
/// the key reads as anchored. Written by hand because decoding
/// builds the layout through its throwing initializers, and the object holds their
/// arguments, not the layout's stored values.
extension PickerLayout: Codable {
  /// Reads the arguments and builds the layout with the initializer for rows of one width,
  /// or with
  /// ``init(viewportWidth:itemWidths:spacing:alignment:direction:wrapsAround:containment:)``
  /// when the object has `itemWidths`, so that a decoded layout is always a valid one. A
  /// missing `containment` is ``PickerContainment/anchored``.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` whose underlying error is the
  ///   ``PickerLayoutError`` the initializer throws (a negative width, say) and whose
  ///   coding path ends at the key it names (`["itemWidths", "2"]` for a bad third width),
  ///   or for an object with both `itemWidth` and `itemWidths`; `DecodingError` for a
  ///   missing key.
  /// - Complexity: O(n) for n rows of their own widths.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: JSONKey.self)
    let viewportWidth = try container.decode(Double.self, forKey: "viewportWidth")
    let spacing = try container.decode(Double.self, forKey: "spacing")
    let alignment = try container.decode(PickerAlignment.self, forKey: "alignment")
    let direction = try container.decode(PickerLayoutDirection.self, forKey: "direction")
    let wrapsAround = try container.decode(Bool.self, forKey: "wrapsAround")
    let containment =
      try container.decodeIfPresent(PickerContainment.self, forKey: "containment") ?? .anchored
    do {
      if container.contains("itemWidths") {
        guard !container.contains("itemWidth") else {
          throw DecodingError.dataCorruptedError(
            forKey: "itemWidth", in: container,
            debugDescription: "a layout has either itemWidth and itemCount or itemWidths")
        }
        try self.init(
          viewportWidth: viewportWidth,
          itemWidths: try container.decode([Double].self, forKey: "itemWidths"),
          spacing: spacing, alignment: alignment, direction: direction,
          wrapsAround: wrapsAround, containment: containment)
      } else {
        try self.init(
          viewportWidth: viewportWidth,
          itemWidth: try container.decode(Double.self, forKey: "itemWidth"),
          itemCount: try container.decode(Int.self, forKey: "itemCount"),
          spacing: spacing, alignment: alignment, direction: direction,
          wrapsAround: wrapsAround, containment: containment)
      }
    } catch let error as PickerLayoutError {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath + Self.keys(naming: error),
          debugDescription: error.description, underlyingError: error))
    }
  }

  /// The path, from the layout's object, to the value `error` names: empty for an error
  /// about the layout as a whole.
  private static func keys(naming error: PickerLayoutError) -> [JSONKey] {
    switch error {
    case .notFinite(.padding, _), .negative(.padding, _): ["alignment"]
    case .notFinite(let field, _), .negative(let field, _): [JSONKey(stringValue: field.rawValue)]
    case .invalidItemWidth(nil, _): ["itemWidth"]
    case .invalidItemWidth(let row?, _): ["itemWidths", JSONKey(stringValue: "\(row)")]
    case .negativeItemCount, .itemCountTooLarge: ["itemCount"]
    case .viewportTooWideToWrap: ["viewportWidth"]
    case .indistinguishableRows, .contentTooWide: []
    }
  }

  /// Writes the arguments of the initializer that builds this layout, `containment` only
  /// when it is not ``PickerContainment/anchored``.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Complexity: O(n) for n rows of their own widths.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONKey.self)
    try container.encode(viewportWidth, forKey: "viewportWidth")
    if let uniformItemWidth {
      try container.encode(uniformItemWidth, forKey: "itemWidth")
      try container.encode(itemCount, forKey: "itemCount")
    } else {
      try container.encode((0..<itemCount).map { frame(ofRow: $0).width }, forKey: "itemWidths")
    }
    try container.encode(spacing, forKey: "spacing")
    try container.encode(alignment, forKey: "alignment")
    try container.encode(direction, forKey: "direction")
    try container.encode(wrapsAround, forKey: "wrapsAround")
    if containment != .anchored { try container.encode(containment, forKey: "containment") }
  }
}
