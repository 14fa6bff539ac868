/// The first line of a recorded session: what the picker was created with.
///
/// A session is a JSON Lines file: this header, then one ``PickerSessionEntry`` per event
/// the app passed to ``PickerState/update(_:)``, in order. `pickerstate replay FILE` replays
/// it with every check the property checker makes. The header is written as
///
/// ```json
/// {"pickerSession": 1, "layout": {…}, "options": {…}, "initialRow": 3}
/// ```
///
/// where `pickerSession` is the format's version (``currentFormatVersion``), `layout` and
/// `options` are the objects of ``PickerLayout`` and ``PickerOptions``, and `initialRow` is
/// the `selectedRow` passed to ``PickerState/init(layout:selectedRow:options:)``. Record from
/// the moment the picker is created: a session replays from that state.
///
/// An optional `"pixelScale": 3` (``pixelScale``, the screen's scale) says that the events
/// are a scroll view's callbacks as it delivered them, offsets on that pixel grid: the
/// replay then also follows the scroll view through them and judges what the user saw
/// (the content under the finger, where it rests, the ticks, the ends of motion).
public struct PickerSessionHeader: Hashable, Sendable {
  /// The version this library writes and reads; a file of a later version is refused.
  public static let currentFormatVersion = 1

  /// The session's format version.
  public var formatVersion: Int
  /// The layout the picker was created with.
  public var layout: PickerLayout
  /// The options the picker was created with.
  public var options: PickerOptions
  /// The row the picker was created on (``PickerState/init(layout:selectedRow:options:)``
  /// clamps it).
  public var initialRow: Int
  /// The device pixels per point of the screen the scroll view was on (`UIScreen.scale`:
  /// 1, 2 or 3), when the events are its callbacks as delivered; nil when the session holds
  /// the picker's events alone (a finite value above zero otherwise).
  public var pixelScale: Double?

  /// A header for a picker created as `PickerState(layout:selectedRow:options:)`, in the
  /// current format.
  ///
  /// - Parameters:
  ///   - layout: The layout the picker was created with.
  ///   - options: The options the picker was created with.
  ///   - initialRow: The `selectedRow` the picker was created with.
  ///   - pixelScale: The screen's scale, for a session that records a scroll view's
  ///     callbacks as it delivered them; nil for the picker's events alone.
  public init(
    layout: PickerLayout, options: PickerOptions = .init(), initialRow: Int = 0,
    pixelScale: Double? = nil
  ) {
    self.formatVersion = Self.currentFormatVersion
    self.layout = layout
    self.options = options
    self.initialRow = initialRow
    self.pixelScale = pixelScale
  }

  /// The picker the session starts from.
  public var initialState: PickerState {
    PickerState(layout: layout, selectedRow: initialRow, options: options)
  }
}
