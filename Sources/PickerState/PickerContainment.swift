/// Whether a strip that does not wrap ends with room for every row to reach the anchor, or
/// ends at its outer rows (P1).
///
/// A `UIScrollView` host gives the layout's ``PickerLayout/leadingInset`` and
/// ``PickerLayout/trailingInset`` to its content (its collection view's section insets, or
/// `contentInset`) and its ``PickerLayout/contentWidth`` to `contentSize.width` either way:
/// only the numbers differ. A wrapping strip has no ends, and an empty strip no rows: the
/// containment is kept there but changes nothing.
///
/// What is judged: the property checker holds contained geometry, snaps, settling, page
/// dots and arrows, progress, autoplay by snaps and how a contained strip follows a change
/// of its layout or rows (P1-P8, I12, I13) against its own models.
///
/// A change of rows can move a row's natural offset by another amount than where it rests
/// (cards arriving before one that rests clamped at an end). The picker then holds the
/// picture by the natural shift and animates to the row's new resting offset, even from
/// rest (P8): the host runs that scroll as any other and reports its end with
/// `didEndScrollingAnimation`.
public enum PickerContainment: Hashable, Sendable, CaseIterable {
  /// Every row can reach the viewport's anchor: the strip has an inset at each end as wide
  /// as the alignment needs for its outer row (blank space beside the first and last
  /// rows). The default, and every layout's geometry before containment existed. A
  /// `UIScrollView` host has a page per row: its page control counts
  /// ``PickerLayout/itemCount`` pages.
  case anchored
  /// No blank ends, as Embla's `containScroll: 'trimSnaps'`: the strip ends at its outer
  /// rows plus the alignment's padding, rows near either end rest at that end's offset and
  /// share its snap, and rows that fit in the viewport sit still where the alignment puts
  /// them (``PickerLayout/offsetRange`` `0...0`). A `UIScrollView` host's page control
  /// counts ``PickerLayout/snapCount`` pages, and its arrows follow
  /// ``PickerState/canSelectNextSnap`` and ``PickerState/canSelectPreviousSnap``.
  case contained
}
