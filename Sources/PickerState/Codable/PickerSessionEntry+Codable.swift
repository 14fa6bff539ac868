/// The entry's object, as ``PickerSessionEntry`` shows it: `effects` and `time` are left
/// out when nil.
extension PickerSessionEntry: Codable {
  /// Reads an entry.
  ///
  /// - Throws: `DecodingError` for a missing or unknown event, or effects or a time of the
  ///   wrong kind.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: JSONKey.self)
    self.init(
      event: try container.decode(PickerEvent.self, forKey: "event"),
      effects: try container.decodeIfPresent([PickerEffect].self, forKey: "effects"),
      time: try container.decodeIfPresent(Double.self, forKey: "time"))
  }

  /// Writes the event, then the effects and the time when there are.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONKey.self)
    try container.encode(event, forKey: "event")
    try container.encodeIfPresent(effects, forKey: "effects")
    try container.encodeIfPresent(time, forKey: "time")
  }
}
