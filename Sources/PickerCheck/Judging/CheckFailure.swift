import PickerState

/// A property the checker verifies after every event.
public enum CheckedProperty: String, Hashable, Sendable, CaseIterable {
  /// `invariantViolations()` is empty: I1, I3, I7's finiteness and the state's own; and
  /// on a wrapping strip, I3 on the oracle's own laps (the home-lap cell's anchor).
  case stateInvariants = "state invariants (I1, I3, I7)"
  /// I2: folding `configure` effects over a mirror of the cells highlights exactly the
  /// selected row, and never touches a row that does not exist.
  case highlightMirror = "I2 highlighted cells"
  /// I4: every `scroll` is finite and, but for the one that keeps a dragging finger's row
  /// in place across a layout change and a drag's re-centring, a cell's anchor inside
  /// `offsetRange`, never -0.0; every `setTargetOffset` is finite, inside the range, a
  /// cell's anchor or the release offset clamped into the range, and never against the
  /// release velocity. On a wrapping strip cells and anchors are the oracle's own laps',
  /// and I10: the cell W3 names, W5's margin.
  case scrollTargets = "I4 scroll targets"
  /// I5: `selectionChanged` exactly when the selection changed, once, with the new row and
  /// the event's cause; live commits keep the selection under the anchor.
  case selectionChanged = "I5 selectionChanged exactly once"
  /// I6: no animated scroll is shorter than `minimumAnimatedDistance` (or of zero length),
  /// a settle is animated exactly when rule 4 says (edge suppression during a
  /// bounce only), and a request that asks for animation never scrolls without it by that
  /// distance or more of what the user sees (rule 3).
  case animatedScrolls = "I6 animated scrolls"
  /// I7: bad input, and only bad input, yields exactly one `.rejected` and leaves the
  /// state equal to before.
  case rejection = "I7 rejection"
  /// I8: the same event from the same state gives the same effects and state.
  case determinism = "I8 determinism"
  /// Effects come in the documented order, each kind at most once.
  case effectOrder = "effect order"
  /// `selectionFeedback` exactly when the row under the anchor changes under the finger.
  case hapticFeedback = "haptic ticks"
  /// I9: `didEndScrolling` is emitted exactly by the updates that take the picker from a
  /// drag, a glide or an animation to idle (with rows), once, last, naming the selected row.
  case didEndScrolling = "I9 didEndScrolling"
  /// I11: `scheduleAutoAdvance(after: interval)` exactly by the updates that end idle with
  /// a timer wanted and began moving or changed the selection, layout or options; `nil`
  /// exactly by those that leave a wanted timer unwanted; `autoAdvanceDelay` says whether a
  /// timer is wanted; the same options again change nothing, others replace them (A1).
  case autoplay = "I11 autoplay timer"
  /// A3: a fire with a timer wanted selects the next row (the last row to row 0) with cause
  /// `.autoAdvance`; a stale one changes nothing.
  case autoAdvance = "A3 automatic advance"
  /// Targets and settles agree with a naive model of the snapping rule (nearest, paging
  /// with the fling threshold, and the paging limit of a settle).
  case snapping = "snapping against the naive model"
  /// The motion rules: a selection echo changes nothing, nothing scrolls under a finger, a
  /// layout change keeps what the user sees, and coming to rest stops the host's motion
  /// (rules 2, 3, 8 and 11).
  case motion = "motion rules (no jump, no stuck host)"
  /// Scroll-view mode: whenever the scroll view rests, the picker is idle on the selected
  /// row, the scroll view shows its anchor (on its pixel grid), and the two never
  /// ping-pong.
  case atRest = "scroll view: at rest on the selected row"
  /// Scroll-view mode: while the finger drags, the content moves only under it (or through
  /// a reload that keeps the finger's row in place).
  case underTheFinger = "scroll view: content held by the finger"
  /// Scroll-view mode: no target against the velocity, no unasked scroll without animation
  /// that moves what the user sees (in a wrapping strip, the offset modulo a lap) by
  /// `minimumAnimatedDistance` or more.
  case noJump = "scroll view: no jump"
  /// Scroll-view mode: the content of a wrapping strip stays W5's margin inside both ends.
  case noEndInReach = "scroll view: no end in reach"
  /// Scroll-view mode: a tap brings the cell under the finger (or, out of reach, its
  /// nearest copy in reach) to the anchor, then rests on its row's home-lap cell.
  case tapUnderFinger = "scroll view: a tap brings the cell under the finger"
  /// Scroll-view mode: a selection or a tap of a row goes the shortest way round, ties
  /// forward, and a step moves exactly one cell.
  case wayRound = "scroll view: the shortest way round"
  /// Scroll-view mode: a reload keeps what the user sees (the row under the finger, the
  /// row a glide or an animation heads for).
  case reloadKeepsView = "scroll view: a reload keeps what the user sees"
  /// Scroll-view mode: a batch update (`rowsChanged`, carried out in the update's own
  /// run-loop turn) keeps L3's reference item where the user saw it, mid-drag included,
  /// and a glide or an animation goes on to the same item.
  case batchUpdateKeepsView = "scroll view: a batch update keeps what the user sees"
  /// Scroll-view mode: the picker's offset is the scroll view's, up to the pixel grid's
  /// rounding, whenever the picker has heard of every move of the content: it never
  /// believes the content is where it is not.
  case offsetsInStep = "scroll view: the picker's offset is the scroll view's"
  /// Scroll-view mode: a haptic tick exactly when the row under the anchor changes under
  /// the finger or the glide.
  case ticks = "scroll view: ticks"
  /// Scroll-view mode: every motion the picker makes ends with one `didEndScrolling`.
  case oncePerMotion = "scroll view: one didEndScrolling per motion"
  /// Scroll-view mode: with paging, one gesture moves at most `maxItems` rows from its
  /// release, whether or not the host forwards `willEndDragging`.
  case pagingPerGesture = "scroll view: paging per gesture"
  /// Scroll-view mode: autoplay's advance starts at rest, never under a finger, during a
  /// glide or during an animation (A4).
  case advanceAtRest = "scroll view: an advance starts at rest"
  /// Scroll-view mode: with autoplay on and two rows or more, each rest restarts the full
  /// interval: the update that rested leaves the timer's whole interval to run (A2).
  case restRestartsInterval = "scroll view: each rest restarts the full interval"
  /// Scroll-view mode: with autoplay on and two rows or more, a timer runs whenever the
  /// scroll view rests: the carousel never stalls.
  case timerRunsAtRest = "scroll view: a wanted timer runs at rest"
  /// Scroll-view mode: a drag cancels autoplay's timer, and none runs while the finger
  /// drags.
  case dragCancelsTimer = "scroll view: a drag cancels the timer"
  /// Scroll-view mode: every advance moves exactly one row forward: one cell on from the
  /// selected row's nearest copy, past the last row of a strip that does not wrap back to
  /// row 0 (W3, A3).
  case advanceOneForward = "scroll view: an advance moves one row forward"
  /// Live data (L2-L5): after a change of rows the selection follows its item or is handed
  /// on by L2's rule, the reference row keeps its distance from the anchor, a motion heads
  /// for the same item (or becomes the settle on it), and the selection's effects go from
  /// the old item to the final one with one `selectionChanged` of the right cause; by the
  /// oracle's own model of identity (`NaiveRowChanges`).
  case liveData = "live data: the user's item and picture kept (L2-L5)"
  /// Pages (P4-P7, I12, I13): a contained strip rests on its snaps, page dots and arrows
  /// select the rows of the snaps asked for, `progress` and the arrows' answers are what
  /// the oracle's snaps say, and autoplay's policies stop and wait as they should.
  case pages = "pages: snaps, arrows, progress and autoplay's policies (P4-P7, I12, I13)"
  /// The optimized geometry agrees with a naive O(n) model.
  case geometry = "geometry against the naive model"
  /// The library's `update(_:)` returns: it never traps (a failed precondition, an index
  /// out of range), whatever the event. Found by the child process that died of the trap.
  case trap = "trap"
  /// The checker's own code never traps: a trap outside the library's `update(_:)` is a
  /// bug of the checker, reported with the same details.
  case checkerTrap = "checker bug: trap"
}

/// A property that failed, and how.
public struct CheckFailure: Hashable, Sendable, CustomStringConvertible {
  /// Which property failed: shrinking keeps a case only while this stays the same.
  public var property: CheckedProperty
  /// What exactly was wrong.
  public var detail: String

  /// Creates a failure.
  ///
  /// - Parameters:
  ///   - property: Which property failed.
  ///   - detail: What exactly was wrong, in one line.
  public init(_ property: CheckedProperty, _ detail: String) {
    self.property = property
    self.detail = detail
  }

  /// The property's name and the detail, as a report's first line prints them.
  public var description: String { "\(property.rawValue): \(detail)" }
}
