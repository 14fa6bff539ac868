// MARK: - Quiet scrolls: the didScroll that only records the offset

/// The offsets, `lower..<upper`, at which a `didScroll` in the picker's current state
/// would record the offset and nothing else: no effect, the same row under the anchor.
///
/// Most of a gesture's `didScroll` reports move the content less than a row, so
/// ``PickerState/update(_:)`` answers a report inside this span with one comparison pair
/// instead of the phase switch and the row search. It is a cache of a pure function of
/// the rest of the state (``PickerState/refreshQuietScrollSpan()``), refreshed by every
/// update that takes the full path and may change what it is computed from (a release
/// from a drag into a glide does not: the row and its tracking stay as they are): it
/// therefore takes no part in equality or hashing, and
/// two states that are equal would cache the same span. It may be narrower than the set of
/// such offsets (a report outside it takes the full path, which is always right).
@usableFromInline
struct QuietScrollSpan: Hashable, Sendable {
  /// The lowest offset inside; `-greatestFiniteMagnitude` at the first row (in visual
  /// order), `infinity` when the span is empty.
  @usableFromInline var lower: Double
  /// The first offset past the span; `infinity` at the last row (in visual order), so
  /// that no infinite offset is inside; `-infinity` when the span is empty.
  @usableFromInline var upper: Double
  /// What a report outside the span may be answered with in line, before the full path.
  @usableFromInline var outside: RowTracking

  /// No offset, NaN and the infinities included; every report takes the full path.
  static var empty: QuietScrollSpan {
    QuietScrollSpan(lower: .infinity, upper: -.infinity, outside: .fullPath)
  }

  @usableFromInline
  init(lower: Double, upper: Double, outside: RowTracking) {
    self.lower = lower
    self.upper = upper
    self.outside = outside
  }

  /// Whether `offset` is inside: never for NaN or an infinity.
  @inlinable
  func contains(_ offset: Double) -> Bool {
    // NaN fails the first comparison, so the second may be true for NaN too: written as
    // `!(offset >= upper)`, it compiles to one comparison with `upper` where it lies,
    // where `offset < upper` loads it first.
    offset >= lower && !(offset >= upper)
  }

  /// Always true: the span is a cache, and the states that hold it compare by what it is
  /// computed from.
  @usableFromInline
  static func == (lhs: QuietScrollSpan, rhs: QuietScrollSpan) -> Bool { true }

  /// Adds nothing, as equality ignores the span.
  @usableFromInline
  func hash(into hasher: inout Hasher) {}
}

/// How ``PickerState/update(_:)`` may answer a `didScroll` outside the quiet span: for a
/// uniform layout whose closed form applies, the report's own row and span come from the
/// closed form's three multiplications, so a report that only moves the row under the
/// anchor (the next most common after the quiet ones) needs neither the phase switch nor
/// the call.
@usableFromInline
enum RowTracking: UInt8, Sendable {
  /// Only the full path answers: variable widths, no rows, idle, or live commits.
  case fullPath
  /// Records the offset and the row under the anchor, and nothing else: animating.
  case silently
  /// Records them, with a haptic tick when the row changes: dragging or decelerating
  /// without live commits.
  case withTick
}

extension PickerState {
  /// `didScroll(to:into:)` for a report outside the quiet span that the closed form
  /// answers: the report's nearest row and that row's span, worked out together, and the
  /// row's span becomes the quiet span. Nil (nothing changed) when the nearest row is the
  /// first or the last (their spans reach past the ends, which the full path works out
  /// once, on the way in), when its span does not hold the offset (a margin's width from a
  /// halfway point), or when the offset is not finite: the full path answers those.
  ///
  /// Called only when ``QuietScrollSpan/outside`` is not `.fullPath`, which
  /// ``refreshQuietScrollSpan()`` sets only for a layout that `usesClosedForm` with a
  /// pitch of at least ``PickerLayout/nearestRowSpanMinimumPitch``.
  @inlinable @inline(__always)
  mutating func trackRow(to newOffset: Double) -> PickerEffects? {
    guard let nearest = layout.innerClosedFormPosition(nearOffset: newOffset) else { return nil }
    let span = layout.innerClosedFormNearestRowSpan(atPosition: nearest.position)
    guard newOffset >= span.lower && newOffset < span.upper else { return nil }
    let cell = layout.cell(ofVisualIndex: nearest.visual)
    var effects = PickerEffects()
    // Tracking is on only while there is a cell under the anchor (refreshQuietScrollSpan).
    if quietScrollSpan.outside == .withTick && cell != storedCenteredCell.unsafelyUnwrapped {
      effects.append(.selectionFeedback)
    }
    storedCenteredCell = cell
    storedOffset = newOffset
    quietScrollSpan.lower = span.lower
    quietScrollSpan.upper = span.upper
    return effects
  }

  /// Sets ``quietScrollSpan`` to the span in which a `didScroll` changes nothing but
  /// ``offset`` in this state:
  ///
  /// - idle: the resting offset alone. A report is judged against the selected row's
  ///   anchor with the pixel tolerance and not recorded, so only a report of the offset
  ///   the picker rests at (the anchor, by invariant I3; 0 without rows) is sure to change
  ///   nothing; a scroll view reports it again when asked to scroll where it already is.
  /// - dragging or decelerating: the offsets whose nearest cell is ``centeredCell`` (no
  ///   tick), empty with `commitsSelectionWhileScrolling` while the selection is another
  ///   row (the next report commits it). Without live commits, a report outside it is
  ///   tracked in line (``RowTracking/withTick``) where the closed form applies.
  /// - animating: the offsets whose nearest cell is ``centeredCell``; a report outside it is
  ///   tracked in line (``RowTracking/silently``) where the closed form applies.
  /// - no rows: empty.
  ///
  /// Mutating, so that it reads the state in place: a non-mutating method called from
  /// `update` works on a copy of the whole state.
  ///
  /// - Complexity: O(1).
  @usableFromInline
  mutating func refreshQuietScrollSpan() {
    let tracking: RowTracking
    switch motion {
    case .idle:
      // The next `Double` up from a resting offset, which is finite and not negative (I3):
      // its bit pattern plus one, without `nextUp`'s cases for the other numbers. Were it
      // negative, the span would be empty, and every report would take the full path.
      let resting = storedOffset
      let next = Double(bitPattern: resting.bitPattern &+ 1)
      quietScrollSpan = QuietScrollSpan(lower: resting, upper: next, outside: .fullPath)
      return
    case .dragging, .decelerating:
      // With live commits a new row is committed, which only the full path does.
      tracking = options.commitsSelectionWhileScrolling ? .fullPath : .withTick
    case .animating:
      tracking = .silently
    }
    // No cell under the anchor, or live commits while the selection is another row (the
    // next report commits it): every report takes the full path. The cell is in
    // `0..<cellCount` by one unsigned comparison, a negative cell being a huge `UInt`
    // (`cellCount` is never negative): three instructions fewer than the two comparisons.
    guard let cell = storedCenteredCell,
      UInt(bitPattern: cell) < UInt(bitPattern: layout.cellCount),
      tracking != .fullPath || selectedRow == layout.uncheckedRow(ofCell: cell)
    else {
      quietScrollSpan = .empty
      return
    }
    let visual = layout.cell(ofVisualIndex: cell)
    if let span = layout.closedFormNearestRowSpan(ofVisualIndex: visual) {
      quietScrollSpan = QuietScrollSpan(lower: span.lower, upper: span.upper, outside: tracking)
    } else {
      let span = anchoredNearestRowSpan(ofVisualIndex: visual)
      quietScrollSpan = QuietScrollSpan(lower: span.lower, upper: span.upper, outside: .fullPath)
    }
  }

  /// `layout.anchoredNearestRowSpan(ofVisualIndex:)`, out of line: a call that takes the
  /// whole layout makes its caller copy it even on the paths that skip the call, so the
  /// copy is made here, on the path that needs it.
  @inline(never)
  mutating func anchoredNearestRowSpan(ofVisualIndex visual: Int) -> (
    lower: Double, upper: Double
  ) {
    layout.anchoredNearestRowSpan(ofVisualIndex: visual)
  }
}
