/// Options are written as an object with every property; the defaults are
///
/// ```json
/// {"snapping": {"nearest": {}}, "decelerationRate": 0.998, "flingThreshold": 300,
///  "suppressesEdgeAnimation": true, "commitsSelectionWhileScrolling": false,
///  "minimumAnimatedDistance": 1, "autoAdvanceInterval": null}
/// ```
///
/// Numbers that are not finite are the strings `"nan"`, `"infinity"` and `"-infinity"`
/// (an infinite ``flingThreshold``, a NaN ``autoAdvanceInterval`` that
/// ``PickerEvent/optionsChanged(_:)`` rejects), written and read by a coder set up as
/// ``PickerSessionHeader``'s `Codable` conformance describes.
///
/// ``autoAdvanceStopsOnInteraction`` and ``autoAdvanceStopsAtEnd`` are written only when
/// true (`"autoAdvanceStopsOnInteraction": true`) and read as false when absent, so that
/// options without them are written exactly as before they existed.
///
/// Written by hand because the object holds the properties, not the stored values behind
/// ``flingThreshold`` and ``minimumAnimatedDistance``, and a nil ``autoAdvanceInterval``
/// is written as `null`.
extension PickerOptions: Codable {
  /// Reads every property through the memberwise initializer, which stores a NaN
  /// `flingThreshold` or `minimumAnimatedDistance` as its doc comment says;
  /// `autoAdvanceInterval` may be `null` or absent, and the two autoplay policies absent
  /// (false).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` for a missing key or a value of the wrong kind.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: JSONKey.self)
    self.init(
      snapping: try container.decode(SnapBehavior.self, forKey: "snapping"),
      decelerationRate: try container.decode(DecelerationRate.self, forKey: "decelerationRate"),
      flingThreshold: try container.decode(Double.self, forKey: "flingThreshold"),
      suppressesEdgeAnimation: try container.decode(Bool.self, forKey: "suppressesEdgeAnimation"),
      commitsSelectionWhileScrolling: try container.decode(
        Bool.self, forKey: "commitsSelectionWhileScrolling"),
      minimumAnimatedDistance: try container.decode(
        Double.self, forKey: "minimumAnimatedDistance"),
      autoAdvanceInterval: try container.decodeIfPresent(
        Double.self, forKey: "autoAdvanceInterval"),
      autoAdvanceStopsOnInteraction: try container.decodeIfPresent(
        Bool.self, forKey: "autoAdvanceStopsOnInteraction") ?? false,
      autoAdvanceStopsAtEnd: try container.decodeIfPresent(
        Bool.self, forKey: "autoAdvanceStopsAtEnd") ?? false)
  }

  /// Writes every property, `autoAdvanceInterval` as `null` when it is nil, and the two
  /// autoplay policies only when they are true.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONKey.self)
    try container.encode(snapping, forKey: "snapping")
    try container.encode(decelerationRate, forKey: "decelerationRate")
    try container.encode(flingThreshold, forKey: "flingThreshold")
    try container.encode(suppressesEdgeAnimation, forKey: "suppressesEdgeAnimation")
    try container.encode(
      commitsSelectionWhileScrolling, forKey: "commitsSelectionWhileScrolling")
    try container.encode(minimumAnimatedDistance, forKey: "minimumAnimatedDistance")
    try container.encode(autoAdvanceInterval, forKey: "autoAdvanceInterval")
    if autoAdvanceStopsOnInteraction {
      try container.encode(true, forKey: "autoAdvanceStopsOnInteraction")
    }
    if autoAdvanceStopsAtEnd { try container.encode(true, forKey: "autoAdvanceStopsAtEnd") }
  }
}
