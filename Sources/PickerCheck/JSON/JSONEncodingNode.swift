/// A value under construction while ``JSONValueEncoder`` runs: a class, because
/// `Encoder` containers write into their parent after the parent has handed them out.
///
/// Private to the encoder; it never escapes ``JSONValueEncoder/encode(_:)``.
final class JSONEncodingNode {
  /// A member's or element's content: a finished value, or a node still being written.
  enum Slot {
    case value(JSONValue)
    case node(JSONEncodingNode)
  }

  /// What the node has become, by the first container asked of it.
  enum Kind {
    case unset
    case single(JSONValue)
    case object
    case array
  }

  var kind = Kind.unset
  /// The object's members, in the order first encoded.
  var members: [(key: String, slot: Slot)] = []
  /// The array's elements.
  var elements: [Slot] = []

  /// Sets `key` to `slot`: in place when the key was encoded before, else at the end.
  func set(_ key: String, _ slot: Slot) {
    if let index = members.firstIndex(where: { $0.key == key }) {
      members[index].slot = slot
    } else {
      members.append((key, slot))
    }
  }

  /// The finished value; a node nothing was written into is an empty object.
  var value: JSONValue {
    switch kind {
    case .unset: .object([])
    case .single(let value): value
    case .object: .object(members.map { JSONValue.Member($0.key, $0.slot.value) })
    case .array: .array(elements.map(\.value))
    }
  }
}

extension JSONEncodingNode.Slot {
  /// The finished value.
  var value: JSONValue {
    switch self {
    case .value(let value): value
    case .node(let node): node.value
    }
  }
}
