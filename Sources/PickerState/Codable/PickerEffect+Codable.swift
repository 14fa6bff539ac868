/// An effect is written as an object with one key, its case, whose arguments are keyed by
/// their labels (an unlabelled one by what it is):
///
/// ```json
/// {"configure": {"row": 2, "isSelected": true}}
/// {"selectionChanged": {"row": 2, "cause": "tap"}}        ("row": null when empty)
/// {"scroll": {"toOffset": 136, "animated": true}}
/// {"setTargetOffset": {"offset": 204}}
/// {"selectionFeedback": {}}
/// {"didEndScrolling": {"row": 2}}
/// {"scheduleAutoAdvance": {"after": 3}}                   ("after": null cancels)
/// {"rejected": {"reason": {"rowOutOfRange": {"row": 9, "itemCount": 5}}}}
/// ```
///
/// Written by hand because a nil `row` or `after` is written as `null`, where Swift's
/// synthesized conformance would leave the key out.
extension PickerEffect: Codable {
  /// Reads one of the shapes above; a `null` or absent `row` or `after` is nil.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` for an unknown effect or a missing argument.
  public init(from decoder: any Decoder) throws {
    let (name, arguments) = try decoder.caseContainer(of: Self.self)
    switch name {
    case "configure":
      self = .configure(
        row: try arguments.decode(Int.self, forKey: "row"),
        isSelected: try arguments.decode(Bool.self, forKey: "isSelected"))
    case "selectionChanged":
      self = .selectionChanged(
        row: try arguments.decodeIfPresent(Int.self, forKey: "row"),
        cause: try arguments.decode(SelectionCause.self, forKey: "cause"))
    case "scroll":
      self = .scroll(
        toOffset: try arguments.decode(Double.self, forKey: "toOffset"),
        animated: try arguments.decode(Bool.self, forKey: "animated"))
    case "setTargetOffset":
      self = .setTargetOffset(try arguments.decode(Double.self, forKey: "offset"))
    case "selectionFeedback": self = .selectionFeedback
    case "didEndScrolling":
      self = .didEndScrolling(row: try arguments.decode(Int.self, forKey: "row"))
    case "scheduleAutoAdvance":
      self = .scheduleAutoAdvance(
        after: try arguments.decodeIfPresent(Double.self, forKey: "after"))
    case "rejected":
      self = .rejected(try arguments.decode(PickerRejection.self, forKey: "reason"))
    default: throw decoder.unknownCase(name, of: Self.self)
    }
  }

  /// Writes the case's object, with `null` for a nil `row` or `after`.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .configure(let row, let isSelected):
      var arguments = encoder.caseContainer("configure")
      try arguments.encode(row, forKey: "row")
      try arguments.encode(isSelected, forKey: "isSelected")
    case .selectionChanged(let row, let cause):
      var arguments = encoder.caseContainer("selectionChanged")
      try arguments.encode(row, forKey: "row")
      try arguments.encode(cause, forKey: "cause")
    case .scroll(let offset, let animated):
      var arguments = encoder.caseContainer("scroll")
      try arguments.encode(offset, forKey: "toOffset")
      try arguments.encode(animated, forKey: "animated")
    case .setTargetOffset(let offset):
      var arguments = encoder.caseContainer("setTargetOffset")
      try arguments.encode(offset, forKey: "offset")
    case .selectionFeedback:
      _ = encoder.caseContainer("selectionFeedback")
    case .didEndScrolling(let row):
      var arguments = encoder.caseContainer("didEndScrolling")
      try arguments.encode(row, forKey: "row")
    case .scheduleAutoAdvance(let after):
      var arguments = encoder.caseContainer("scheduleAutoAdvance")
      try arguments.encode(after, forKey: "after")
    case .rejected(let reason):
      var arguments = encoder.caseContainer("rejected")
      try arguments.encode(reason, forKey: "reason")
    }
  }
}
