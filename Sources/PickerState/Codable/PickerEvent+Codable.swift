/// An event is written as an object with one key, its case, whose arguments are keyed by
/// their labels (an unlabelled one by what it is):
///
/// ```json
/// {"select": {"row": 3, "animated": true}}
/// {"tap": {"row": 3}}
/// {"tapCell": {"cell": 17}}
/// {"willBeginDragging": {}}
/// {"didScroll": {"offset": 12.5}}
/// {"willEndDragging": {"velocity": -850, "proposedOffset": 140}}
/// {"didEndDragging": {"willDecelerate": true}}
/// {"didEndDecelerating": {}}
/// {"didEndScrollingAnimation": {}}
/// {"layoutChanged": {"layout": {…}}}       (a PickerLayout's object)
/// {"accessibilityIncrement": {}}
/// {"accessibilityDecrement": {}}
/// {"autoAdvanceTimerFired": {}}
/// {"optionsChanged": {"options": {…}}}     (a PickerOptions' object)
/// ```
///
/// A number that is not finite, which the picker rejects, is recorded as the string
/// `"nan"`, `"infinity"` or `"-infinity"`: `{"didScroll": {"offset": "nan"}}`.
extension PickerEvent: Codable {
  /// Reads one of the shapes above.
  ///
  /// - Throws: `DecodingError` for an unknown event, a missing argument, or a layout its
  ///   initializer refuses.
  public init(from decoder: any Decoder) throws {
    let (name, arguments) = try decoder.caseContainer(of: Self.self)
    switch name {
    case "select":
      self = .select(
        row: try arguments.decode(Int.self, forKey: "row"),
        animated: try arguments.decode(Bool.self, forKey: "animated"))
    case "tap": self = .tap(row: try arguments.decode(Int.self, forKey: "row"))
    case "tapCell": self = .tapCell(try arguments.decode(Int.self, forKey: "cell"))
    case "willBeginDragging": self = .willBeginDragging
    case "didScroll": self = .didScroll(offset: try arguments.decodeNumber(forKey: "offset"))
    case "willEndDragging":
      self = .willEndDragging(
        velocity: try arguments.decodeNumber(forKey: "velocity"),
        proposedOffset: try arguments.decodeNumber(forKey: "proposedOffset"))
    case "didEndDragging":
      self = .didEndDragging(
        willDecelerate: try arguments.decode(Bool.self, forKey: "willDecelerate"))
    case "didEndDecelerating": self = .didEndDecelerating
    case "didEndScrollingAnimation": self = .didEndScrollingAnimation
    case "layoutChanged":
      self = .layoutChanged(try arguments.decode(PickerLayout.self, forKey: "layout"))
    case "accessibilityIncrement": self = .accessibilityIncrement
    case "accessibilityDecrement": self = .accessibilityDecrement
    case "autoAdvanceTimerFired": self = .autoAdvanceTimerFired
    case "optionsChanged":
      self = .optionsChanged(try arguments.decode(PickerOptions.self, forKey: "options"))
    default: throw decoder.unknownCase(name, of: Self.self)
    }
  }

  /// Writes the case's object.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .select(let row, let animated):
      var arguments = encoder.caseContainer("select")
      try arguments.encode(row, forKey: "row")
      try arguments.encode(animated, forKey: "animated")
    case .tap(let row):
      var arguments = encoder.caseContainer("tap")
      try arguments.encode(row, forKey: "row")
    case .tapCell(let cell):
      var arguments = encoder.caseContainer("tapCell")
      try arguments.encode(cell, forKey: "cell")
    case .willBeginDragging:
      _ = encoder.caseContainer("willBeginDragging")
    case .didScroll(let offset):
      var arguments = encoder.caseContainer("didScroll")
      try arguments.encodeNumber(offset, forKey: "offset")
    case .willEndDragging(let velocity, let proposedOffset):
      var arguments = encoder.caseContainer("willEndDragging")
      try arguments.encodeNumber(velocity, forKey: "velocity")
      try arguments.encodeNumber(proposedOffset, forKey: "proposedOffset")
    case .didEndDragging(let willDecelerate):
      var arguments = encoder.caseContainer("didEndDragging")
      try arguments.encode(willDecelerate, forKey: "willDecelerate")
    case .didEndDecelerating:
      _ = encoder.caseContainer("didEndDecelerating")
    case .didEndScrollingAnimation:
      _ = encoder.caseContainer("didEndScrollingAnimation")
    case .layoutChanged(let layout):
      var arguments = encoder.caseContainer("layoutChanged")
      try arguments.encode(layout, forKey: "layout")
    case .accessibilityIncrement:
      _ = encoder.caseContainer("accessibilityIncrement")
    case .accessibilityDecrement:
      _ = encoder.caseContainer("accessibilityDecrement")
    case .autoAdvanceTimerFired:
      _ = encoder.caseContainer("autoAdvanceTimerFired")
    case .optionsChanged(let options):
      var arguments = encoder.caseContainer("optionsChanged")
      try arguments.encode(options, forKey: "options")
    }
  }
}
