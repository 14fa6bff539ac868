/// How a row's scale, opacity and stacking change with its distance from the anchor: the
/// visual effect of a picker or carousel, as data.
///
/// With `d` the distance between the row's anchor and the viewport's anchor and `t` that
/// distance as a fraction of ``reach``, a row inside the reach (`t < 1`) looks like
/// ``atAnchor`` blended linearly toward ``atReach`` by `t`, with ``atAnchor``'s `zIndex`;
/// at or beyond the reach it looks as ``beyondReach`` says. The presets reproduce the
/// effects of the source systems.
public struct AppearanceCurve: Hashable, Sendable {
  /// How far the effect reaches from the anchor.
  public enum Reach: Hashable, Sendable {
    /// A fixed distance in points.
    case points(Double)
    /// A fraction of the viewport's width (0.5 is half the viewport).
    case viewportFraction(Double)
    /// A multiple of the row's pitch: its own width plus the layout's spacing.
    case itemPitch(Double)
  }

  /// How a row looks at or beyond the reach.
  public enum Beyond: Hashable, Sendable {
    /// The linear blend goes on past ``atReach`` (an unclamped falloff).
    case extrapolate
    /// The row keeps ``atReach``'s look.
    case hold
    /// The row takes a look of its own (for example dimmed, unzoomed items).
    case constant(PickerItemAppearance)
  }

  /// How far the effect reaches. A reach that resolves to zero, a negative number or NaN
  /// has no inside: every row but one resting exactly on the anchor is beyond it.
  public var reach: Reach
  /// The look of a row resting on the anchor.
  public var atAnchor: PickerItemAppearance
  /// The look the blend reaches at the reach.
  public var atReach: PickerItemAppearance
  /// The look at or beyond the reach.
  public var beyondReach: Beyond

  /// Creates a curve.
  ///
  /// - Parameters:
  ///   - reach: How far the effect reaches from the anchor.
  ///   - atAnchor: The look of a row resting on the anchor.
  ///   - atReach: The look the linear blend reaches at the reach.
  ///   - beyondReach: The look at or beyond the reach.
  public init(
    reach: Reach, atAnchor: PickerItemAppearance, atReach: PickerItemAppearance,
    beyondReach: Beyond
  ) {
    self.reach = reach
    self.atAnchor = atAnchor
    self.atReach = atReach
    self.beyondReach = beyondReach
  }

  // MARK: - Presets

  /// No effect: every row at scale 1, alpha 1, zIndex 0. The selection picker of the
  /// source systems looks like this: its selected cell shows through `configure` effects.
  public static let identity = AppearanceCurve(
    reach: .points(0), atAnchor: .plain, atReach: .plain, beyondReach: .hold)

  /// A focus zoom inside an active distance, with dimmed items outside it (the zoomed flow
  /// layout): scale `1 + scaleFactor * (1 - d / activeDistance)`, alpha 1 and zIndex 1
  /// when `d < activeDistance`; scale 1, alpha `dimmedAlpha` and zIndex 0 otherwise.
  ///
  /// - Parameters:
  ///   - activeDistance: The distance from the anchor, in points, inside which a row
  ///     zooms.
  ///   - scaleFactor: How much larger than its own size a row on the anchor is drawn.
  ///   - dimmedAlpha: The opacity of the rows outside the active distance.
  /// - Returns: The curve.
  public static func focusZoom(
    activeDistance: Double = 80, scaleFactor: Double = 0.2, dimmedAlpha: Double = 0.5
  ) -> AppearanceCurve {
    AppearanceCurve(
      reach: .points(activeDistance),
      atAnchor: PickerItemAppearance(scale: 1 + scaleFactor, alpha: 1, zIndex: 1),
      atReach: PickerItemAppearance(scale: 1, alpha: 1, zIndex: 1),
      beyondReach: .constant(PickerItemAppearance(scale: 1, alpha: dimmedAlpha, zIndex: 0)))
  }

  /// A continuous linear falloff over half the viewport, not clamped (the photo browser):
  /// scale `1 - d / (viewportWidth / 2) * scaleLoss`, alpha 1.
  ///
  /// - Parameter scaleLoss: How much scale a row loses at half a viewport from the anchor.
  /// - Returns: The curve.
  public static func halfViewportFalloff(scaleLoss: Double = 0.3) -> AppearanceCurve {
    AppearanceCurve(
      reach: .viewportFraction(0.5),
      atAnchor: .plain,
      atReach: PickerItemAppearance(scale: 1 - scaleLoss, alpha: 1, zIndex: 0),
      beyondReach: .extrapolate)
  }

  /// A scale falloff over one item pitch with alpha following scale (the scroll-view
  /// carousel): scale `1 - min(1, d / pitch) + (largestScale - 1)`, from `largestScale` on
  /// the anchor down to `largestScale - 1`, and alpha `scale - (largestScale - 1)`.
  ///
  /// Every row one pitch or more away is at the smallest scale and fully transparent. The
  /// original applies the formula to the current row only and leaves the others as they
  /// were; a host that wants that look applies this curve to `centeredRow` alone.
  ///
  /// - Parameter largestScale: The scale of a row resting on the anchor.
  /// - Returns: The curve.
  public static func pitchFalloff(largestScale: Double = 1.5) -> AppearanceCurve {
    AppearanceCurve(
      reach: .itemPitch(1),
      atAnchor: PickerItemAppearance(scale: largestScale, alpha: 1, zIndex: 0),
      atReach: PickerItemAppearance(scale: largestScale - 1, alpha: 0, zIndex: 0),
      beyondReach: .hold)
  }

  /// Side items shrunk and faded over a fixed reach (a paged card carousel): the row on the
  /// anchor at full size and opacity on top, a row one `reach` away or more at
  /// `sideScale` and `sideAlpha`.
  ///
  /// - Parameters:
  ///   - sideScale: The scale of a row one reach or more from the anchor.
  ///   - sideAlpha: The opacity of a row one reach or more from the anchor.
  ///   - reach: The distance over which a row shrinks and fades.
  /// - Returns: The curve.
  public static func sideItems(
    sideScale: Double = 0.9, sideAlpha: Double = 0.6, reach: Reach = .itemPitch(1)
  ) -> AppearanceCurve {
    AppearanceCurve(
      reach: reach,
      atAnchor: PickerItemAppearance(scale: 1, alpha: 1, zIndex: 1),
      atReach: PickerItemAppearance(scale: sideScale, alpha: sideAlpha, zIndex: 0),
      beyondReach: .hold)
  }
}

extension PickerItemAppearance {
  /// Scale 1, alpha 1, zIndex 0: a cell as it is.
  static let plain = PickerItemAppearance(scale: 1, alpha: 1, zIndex: 0)
}
