/// Something the host should do, as plain data.
///
/// Within one ``PickerState/update(_:)`` effects come in this order: `configure(old,
/// false)`, `configure(new, true)`, `selectionChanged`, then `scroll` or
/// `setTargetOffset`, then `selectionFeedback`, then `scheduleAutoAdvance`, then
/// `didEndScrolling`.
public enum PickerEffect: Hashable, Sendable {
  /// Re-style a visible cell: first the cleanup of the previous selection
  /// (`isSelected: false`), then the highlight of the new one. A row that is not on
  /// screen needs nothing.
  case configure(row: Int, isSelected: Bool)
  /// The selection changed, exactly once per change: the new row (nil when the picker
  /// became empty) and why.
  case selectionChanged(row: Int?, cause: SelectionCause)
  /// Set the content offset (`setContentOffset(_:animated:)`). An animated scroll ends with
  /// ``PickerEvent/didEndScrollingAnimation``, and is never shorter than
  /// `minimumAnimatedDistance`, so a scroll view that rounds to its pixel grid always moves
  /// and reports its end. A scroll without animation may go to where the content already
  /// is: it stops the scroll view's glide or animation as the picker comes to rest.
  case scroll(toOffset: Double, animated: Bool)
  /// The answer to `willEndDragging`: write it to `targetContentOffset.pointee.x`.
  case setTargetOffset(Double)
  /// A haptic tick: the row under the anchor changed under the user's finger
  /// (`UISelectionFeedbackGenerator.selectionChanged()`).
  case selectionFeedback
  /// The picker came to rest on `row` after motion (a drag, a deceleration or an
  /// animation): exactly once per motion, last among its update's effects.
  case didEndScrolling(row: Int)
  /// (Re)start the host's one-shot autoplay timer to fire
  /// ``PickerEvent/autoAdvanceTimerFired`` after this many seconds, replacing any timer
  /// running; nil cancels it (A2).
  case scheduleAutoAdvance(after: Double?)
  /// The event was bad input and was ignored; the state is exactly as before.
  case rejected(PickerRejection)
}

/// Why the selection changed.
public enum SelectionCause: Hashable, Sendable, CaseIterable {
  /// `select(row:animated:)`.
  case programmatic
  /// The user tapped a cell.
  case tap
  /// A drag or a deceleration settled on the row (or, with live commits, moved it under
  /// the anchor).
  case scroll
  /// A layout change clamped the selection into the new rows, or a change of rows removed
  /// the selected row and handed the selection to a neighbour (or to row 0 of rows that
  /// arrived in an empty picker).
  case reload
  /// VoiceOver's increment or decrement.
  case accessibility
  /// The autoplay timer fired and the picker advanced one row (A3).
  case autoAdvance
  /// A change of rows moved the selected item to another index: the item is the same, and
  /// its cell moved with it, so no `configure` comes with it (L2).
  case renumbered
}

/// Why an event was rejected.
public enum PickerRejection: Hashable, Sendable {
  /// A row outside `0..<itemCount` (negative, `Int.min` and `Int.max` included; every row
  /// when the picker is empty).
  case rowOutOfRange(row: Int, itemCount: Int)
  /// A cell outside `0..<cellCount` (`tapCell`), in a layout that wraps or not.
  case cellOutOfRange(cell: Int, cellCount: Int)
  /// A NaN or infinite number in the named field of the event.
  case nonFiniteNumber(field: PickerEventField, value: NonFiniteValue)
  /// ``PickerEvent/optionsChanged(_:)`` carried a value the named option does not take.
  case invalidOption(field: PickerOptionField, value: InvalidOptionValue)
  /// ``PickerEvent/rowsChanged(_:layout:)`` carried changes that do not fit the rows: the
  /// new layout's `itemCount` is not the old count less the rows that leave plus the rows
  /// that arrive, or an index lies past its count (L1).
  case rowChangesMismatch(itemCount: Int, newItemCount: Int)
  /// A snap outside `0..<snapCount` (``PickerEvent/selectSnap(_:animated:)``), on every
  /// strip: a page control's page that the layout no longer has (the host kept its
  /// `numberOfPages` from an older layout).
  case snapOutOfRange(snap: Int, snapCount: Int)
}

/// An option of ``PickerOptions`` that ``PickerEvent/optionsChanged(_:)`` checks.
public enum PickerOptionField: Hashable, Sendable, CaseIterable {
  /// ``PickerOptions/autoAdvanceInterval``: nil, or finite and above zero.
  case autoAdvanceInterval
}

/// A value an option does not take, in a form that compares equal to itself (unlike NaN).
public enum InvalidOptionValue: Hashable, Sendable {
  /// NaN or an infinity.
  case nonFinite(NonFiniteValue)
  /// A finite number of zero or less.
  case notPositive(Double)
}

/// A number field of a ``PickerEvent``.
public enum PickerEventField: Hashable, Sendable, CaseIterable {
  /// `didScroll(offset:)`.
  case offset
  /// `willEndDragging(velocity:proposedOffset:)`'s velocity.
  case velocity
  /// `willEndDragging(velocity:proposedOffset:)`'s proposed offset.
  case proposedOffset
}

/// A number that is not finite, in a form that compares equal to itself (unlike NaN).
public enum NonFiniteValue: Hashable, Sendable, CaseIterable {
  /// Not a number.
  case nan
  /// Positive infinity.
  case infinity
  /// Negative infinity.
  case negativeInfinity

  /// The kind of `value`, or nil when it is finite. Inlinable, so that a finite number
  /// (nearly always) costs its caller one comparison and no call.
  ///
  /// - Parameter value: Any number.
  @inlinable
  public init?(_ value: Double) {
    guard !value.isFinite else { return nil }
    self.init(nonFinite: value)
  }

  /// The kind of `value`, which is not finite.
  @usableFromInline
  init(nonFinite value: Double) {
    if value.isNaN {
      self = .nan
    } else {
      self = value > 0 ? .infinity : .negativeInfinity
    }
  }
}

// MARK: - Codable

/// A rejection is written as an object with one key, its case, whose arguments are keyed
/// by their labels, the shape Swift synthesizes:
///
/// ```json
/// {"rowOutOfRange": {"row": 7, "itemCount": 5}}
/// {"cellOutOfRange": {"cell": -1, "cellCount": 15}}
/// {"nonFiniteNumber": {"field": "offset", "value": "nan"}}
/// {"invalidOption": {"field": "autoAdvanceInterval", "value": {"notPositive": {"value": 0}}}}
/// {"rowChangesMismatch": {"itemCount": 5, "newItemCount": 9}}
/// {"snapOutOfRange": {"snap": 8, "snapCount": 8}}
/// ```
extension PickerRejection: Codable {}

/// A value is written as an object with one key, its case, the shape Swift synthesizes
/// with the argument keyed `value`: `{"nonFinite": {"value": "nan"}}` or
/// `{"notPositive": {"value": -1}}`.
extension InvalidOptionValue: Codable {
  /// `nonFinite`'s argument, keyed `value`.
  enum NonFiniteCodingKeys: String, CodingKey { case _0 = "value" }
  /// `notPositive`'s argument, keyed `value`.
  enum NotPositiveCodingKeys: String, CodingKey { case _0 = "value" }
}
