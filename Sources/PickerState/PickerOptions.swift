/// How a picker snaps, flings and reports.
///
/// Every value is accepted: a NaN or negative ``flingThreshold``, a NaN or negative
/// ``minimumAnimatedDistance`` and a `maxItems` below 1 have the meanings their doc
/// comments give, and never trap. ``PickerEvent/optionsChanged(_:)`` replaces them at once,
/// in any phase, without an effect of their own: each option applies from the next event
/// that reads it, as its doc comment says, and a drag, a glide or an animation under way
/// goes on.
public struct PickerOptions: Hashable, Sendable {
  /// Where a released drag comes to rest. Default: ``SnapBehavior/nearest``.
  ///
  /// Read when the finger lifts (`willEndDragging`'s target) and at the settle that ends
  /// the gesture (paging's limit): changed during a glide, the glide goes on toward the
  /// target it was given, and the settle at its end applies the new limit from the cell
  /// where the finger lifted.
  public var snapping: SnapBehavior
  // The two flags follow here, in the padding that `snapping` (9 bytes) leaves before the
  // next `Double`: after `flingThreshold`, they made the options 8 bytes longer.
  /// Whether a drag released during a bounce (outside `offsetRange`, without deceleration)
  /// settles on the row at that end without animation, because the scroll view's own
  /// bounce is about to run and an animation would fight it. It never applies at the end of
  /// a deceleration, nor to a settle that starts inside the range, nor to a row that does
  /// not rest at that end (a contained strip's end card wider than the viewport, or a
  /// paging limit short of the end): the bounce would stop where the row does not rest, and
  /// the picker animates there instead. Default: true.
  ///
  /// Read at the settle when a drag ends without a glide: changed during a drag, it
  /// decides that drag's settle.
  public var suppressesEdgeAnimation: Bool
  /// Whether the selection follows the row under the anchor live while the user drags or
  /// the scroll decelerates (cause ``SelectionCause/scroll``), rather than once it comes to
  /// rest. Default: false.
  ///
  /// Read by each `didScroll` while the user drags or the scroll decelerates: switched on
  /// mid-gesture, the next report commits the row under the anchor, even one that was
  /// already there (the row the user sees is the selection from then on, as if it had been
  /// on all along); switched off, the last committed row stays until the settle. During a
  /// programmatic animation it commits nothing either way.
  public var commitsSelectionWhileScrolling: Bool
  /// The rate the host gives its scroll view, and the one
  /// ``PickerState/projectedOffset(velocity:)`` uses. Default: ``DecelerationRate/normal``.
  ///
  /// The picker's state never reads it: changed during a glide, the host's glide goes on at
  /// the rate it started with, and only projections from then on use the new one.
  public var decelerationRate: DecelerationRate
  /// The speed, in points per second, at or above which a release is a fling for
  /// ``SnapBehavior/paging(maxItems:)``. A value of zero or less makes every moving
  /// release a fling; NaN is stored as `.infinity`, a speed never reached (so options
  /// always equal themselves). Default: 300.
  ///
  /// Read only when the finger lifts (`willEndDragging`): changed during a drag, it judges
  /// that drag's release; changed during a glide, it takes effect at the next release.
  public var flingThreshold: Double {
    get { storedFlingThreshold }
    set { storedFlingThreshold = newValue.isNaN ? .infinity : newValue }
  }
  private var storedFlingThreshold: Double
  /// The shortest scroll, in points, that is animated; a shorter one (and one of zero
  /// length) is a scroll without animation, and the picker rests at once.
  ///
  /// A scroll view that rounds offsets to its pixel grid may never report the end of an
  /// animated scroll that does not move it, so the default of one point (a pixel or more
  /// at every screen scale) keeps the picker from waiting for a callback that never comes.
  /// Zero or less animates every scroll that has a length; NaN is stored as 0 (so options
  /// always equal themselves). Default: 1.
  ///
  /// Read by each scroll the picker starts (a selection, a step, an advance, a settle):
  /// changed during an animation, that animation goes on to its end whatever its length,
  /// and the next scroll is judged by the new value.
  public var minimumAnimatedDistance: Double {
    get { storedMinimumAnimatedDistance }
    set { storedMinimumAnimatedDistance = newValue.isNaN ? 0 : newValue }
  }
  private var storedMinimumAnimatedDistance: Double
  /// Seconds between automatic advances to the next row while the picker rests (A1-A4):
  /// autoplay is on when the interval is finite and above zero; nil, the default, is off.
  /// ``PickerState/init(layout:selectedRow:options:)`` stores nil in place of any other
  /// value, and ``PickerEvent/optionsChanged(_:)`` rejects one.
  ///
  /// Changed at rest, the host's timer restarts with the new interval (or is cancelled when
  /// autoplay is switched off); changed during a drag, a glide or an animation, the timer
  /// starts when the picker comes to rest.
  public var autoAdvanceInterval: Double?
  /// Whether autoplay stops for good once the user takes over (P7): the first
  /// `willBeginDragging`, `tap`, `tapCell` or accessibility step while autoplay is on sets
  /// ``autoAdvanceInterval`` to nil in that update, whatever the event then does, and
  /// cancels a running timer (``PickerEffect/scheduleAutoAdvance(after:)`` with nil). The
  /// app's own selections (`select`, `selectSnap`, the arrows) never stop it, and only
  /// ``PickerEvent/optionsChanged(_:)`` turns it on again. Users must be able to stop moving
  /// content: a `UIScrollView` host that turns this on needs no pause button of its own.
  /// A rejected event (a tap on a row out of range) is bad input and changes nothing, so
  /// it stops nothing either (I7). Default: false.
  public var autoAdvanceStopsOnInteraction: Bool
  /// Whether autoplay waits at the last snap of a strip that does not wrap rather than going
  /// back to snap 0 the long way (P7): no timer is wanted while the selected row rests at
  /// the last snap, and a drag back from there wants one again. A wrapping strip has no
  /// end, and advances on. A `UIScrollView` host does nothing more for it than for any
  /// autoplay: it follows ``PickerEffect/scheduleAutoAdvance(after:)``, which asks for no
  /// timer while the selected row rests at the last snap. Default: false.
  public var autoAdvanceStopsAtEnd: Bool

  /// Creates options; every parameter has the default its property describes.
  ///
  /// - Parameters:
  ///   - snapping: Where a released drag comes to rest: ``snapping``.
  ///   - decelerationRate: The rate the host gives its scroll view: ``decelerationRate``.
  ///   - flingThreshold: The speed at or above which a release is a fling, in points per
  ///     second: ``flingThreshold``.
  ///   - suppressesEdgeAnimation: Whether a release during a bounce settles without
  ///     animation: ``suppressesEdgeAnimation``.
  ///   - commitsSelectionWhileScrolling: Whether the selection follows the row under the
  ///     anchor live: ``commitsSelectionWhileScrolling``.
  ///   - minimumAnimatedDistance: The shortest animated scroll, in points:
  ///     ``minimumAnimatedDistance``.
  ///   - autoAdvanceInterval: Seconds between automatic advances, or nil for no autoplay:
  ///     ``autoAdvanceInterval``.
  ///   - autoAdvanceStopsOnInteraction: Whether autoplay stops for good when the user takes
  ///     over: ``autoAdvanceStopsOnInteraction``.
  ///   - autoAdvanceStopsAtEnd: Whether autoplay waits at the last snap:
  ///     ``autoAdvanceStopsAtEnd``.
  public init(
    snapping: SnapBehavior = .nearest,
    decelerationRate: DecelerationRate = .normal,
    flingThreshold: Double = 300,
    suppressesEdgeAnimation: Bool = true,
    commitsSelectionWhileScrolling: Bool = false,
    minimumAnimatedDistance: Double = 1,
    autoAdvanceInterval: Double? = nil,
    autoAdvanceStopsOnInteraction: Bool = false,
    autoAdvanceStopsAtEnd: Bool = false
  ) {
    self.snapping = snapping
    self.decelerationRate = decelerationRate
    self.storedFlingThreshold = flingThreshold.isNaN ? .infinity : flingThreshold
    self.suppressesEdgeAnimation = suppressesEdgeAnimation
    self.commitsSelectionWhileScrolling = commitsSelectionWhileScrolling
    self.storedMinimumAnimatedDistance =
      minimumAnimatedDistance.isNaN ? 0 : minimumAnimatedDistance
    self.autoAdvanceInterval = autoAdvanceInterval
    self.autoAdvanceStopsOnInteraction = autoAdvanceStopsOnInteraction
    self.autoAdvanceStopsAtEnd = autoAdvanceStopsAtEnd
  }
}
