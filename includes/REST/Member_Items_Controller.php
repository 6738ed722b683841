<?php
/**
 * Base of the controllers of a member's own items (measurements, sessions).
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use WP_Error;
use WP_Post;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * The permission checks every member-owned resource shares: listing and creating need a member
 * the caller acts for; reading, changing and deleting need the item to be that member's. An item
 * that is missing, someone else's or of another kind is a 404, so its existence is never revealed.
 */
abstract class Member_Items_Controller extends Base_Controller {

	/**
	 * Items a request deleted. After a delete, WordPress asks every method's permission check
	 * again for the Allow header; the item is gone, so each would be a query for nothing.
	 *
	 * @var \WeakMap<WP_REST_Request, int>|null
	 */
	private static ?\WeakMap $deleted = null;

	/**
	 * The member's published item with this id, or null.
	 *
	 * @param int $id        Item id.
	 * @param int $member_id The acting member.
	 */
	abstract protected function find_item( int $id, int $member_id ): ?WP_Post;

	/**
	 * The refusal for an item that is not found (code and Dutch message of the resource).
	 */
	abstract protected function not_found(): WP_Error;

	/**
	 * Whether the caller may read this item (it must be the acting member's).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		$item = $this->get_owned_item( $request );
		return is_wp_error( $item ) ? $item : true;
	}

	/**
	 * Whether the caller may change this item.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function update_item_permissions_check( $request ) {
		return $this->get_item_permissions_check( $request );
	}

	/**
	 * Whether the caller may delete this item.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function delete_item_permissions_check( $request ) {
		return $this->get_item_permissions_check( $request );
	}

	/**
	 * The acting member's item named by the route, or a refusal.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_Post|WP_Error
	 */
	protected function get_owned_item( $request ) {
		$allowed = $this->permissions_check_for_declaration( $request );
		if ( is_wp_error( $allowed ) ) {
			return $allowed;
		}
		if ( isset( self::$deleted[ $request ] ) && (int) $request['id'] === self::$deleted[ $request ] ) {
			return $this->not_found();
		}
		$member = $this->member_id( $request );
		$item   = is_wp_error( $member ) ? null : $this->find_item( (int) $request['id'], $member );
		return null === $item ? $this->not_found() : $item;
	}

	/**
	 * Remembers that this request deleted its item.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function forget_item( $request ): void {
		self::$deleted           ??= new \WeakMap();
		self::$deleted[ $request ] = (int) $request['id'];
	}
}
