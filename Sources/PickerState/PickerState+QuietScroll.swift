// MARK: - Quiet scrolls: the didScroll that only records the offset

/// The offsets, `lower..<upper`, at which a `didScroll` in the picker's current state
/// would record the offset and nothing else: no effect, the same row under the anchor.
///
/// Most of a gesture's `didScroll` reports move the content less than a row, so
/// ``PickerState/update(_:)`` answers a report inside this span with one comparison pair
/// instead of the phase switch and the row search. It is a cache of a pure function of
/// the rest of the state (``PickerState/refreshQuietScrollSpan()``), refreshed by every
/// update that takes the full path: it therefore takes no part in equality or hashing, and
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

  /// No offset, NaN and the infinities included.
  static var empty: QuietScrollSpan { QuietScrollSpan(lower: .infinity, upper: -.infinity) }

  @usableFromInline
  init(lower: Double, upper: Double) {
    self.lower = lower
    self.upper = upper
  }

  /// Whether `offset` is inside: never for NaN or an infinity.
  @inlinable
  func contains(_ offset: Double) -> Bool {
    offset >= lower && offset < upper
  }

  /// Always true: the span is a cache, and the states that hold it compare by what it is
  /// computed from.
  @usableFromInline
  static func == (lhs: QuietScrollSpan, rhs: QuietScrollSpan) -> Bool { true }

  /// Adds nothing, as equality ignores the span.
  @usableFromInline
  func hash(into hasher: inout Hasher) {}
}

extension PickerState {
  /// Sets ``quietScrollSpan`` to the span in which a `didScroll` changes nothing but
  /// ``offset`` in this state:
  ///
  /// - idle: empty (a report is judged against the anchor with the pixel tolerance, and
  ///   the offset is not recorded).
  /// - dragging or decelerating: the offsets whose nearest row is ``centeredRow`` (no
  ///   tick), empty with `commitsSelectionWhileScrolling` while the selection is another
  ///   row (the next report commits it).
  /// - animating: the offsets whose nearest row is ``centeredRow``.
  /// - no rows: empty.
  ///
  /// Mutating, so that it reads the state in place: a non-mutating method called from
  /// `update` works on a copy of the whole state.
  ///
  /// - Complexity: O(1).
  @usableFromInline
  mutating func refreshQuietScrollSpan() {
    quietScrollSpan = .empty
    guard let row = storedCenteredRow, row >= 0 && row < layout.itemCount else { return }
    switch phase {
    case .idle:
      return
    case .dragging, .decelerating:
      if options.commitsSelectionWhileScrolling && selectedRow != row { return }
    case .animating:
      break
    }
    let visual = layout.row(ofVisualIndex: row)
    let span =
      layout.closedFormNearestRowSpan(ofVisualIndex: visual)
      ?? anchoredNearestRowSpan(ofVisualIndex: visual)
    quietScrollSpan = QuietScrollSpan(lower: span.lower, upper: span.upper)
  }

  /// `layout.anchoredNearestRowSpan(ofVisualIndex:)`, out of line: a call that takes the
  /// whole layout makes its caller copy it (112 bytes) even on the paths that skip the
  /// call, so the copy is made here, on the path that needs it.
  @inline(never)
  mutating func anchoredNearestRowSpan(ofVisualIndex visual: Int) -> (
    lower: Double, upper: Double
  ) {
    layout.anchoredNearestRowSpan(ofVisualIndex: visual)
  }
}
