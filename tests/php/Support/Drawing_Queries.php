<?php
/**
 * Queries on a server drawing's HTML, for the tests of the drawings.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Support;

use DOMDocument;
use DOMElement;
use DOMXPath;

/**
 * Parses a drawing as a browser would and finds its elements and texts by XPath.
 */
trait Drawing_Queries {

	/**
	 * The HTML parsed as a browser would, to query.
	 *
	 * @param string $html The HTML.
	 */
	private function dom( string $html ): DOMXPath {
		$this->assertNotSame( '', $html );
		$document = new DOMDocument();
		$errors   = libxml_use_internal_errors( true );
		$document->loadHTML( '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>' . $html . '</body></html>' );
		libxml_clear_errors();
		libxml_use_internal_errors( $errors );
		return new DOMXPath( $document );
	}

	/**
	 * An XPath test for a class.
	 *
	 * @param string $name Class name.
	 */
	private function has_class( string $name ): string {
		return "contains(concat(' ', normalize-space(@class), ' '), ' " . $name . " ')";
	}

	/**
	 * The elements a query finds.
	 *
	 * @param DOMXPath $xpath The document.
	 * @param string   $query XPath.
	 * @return list<DOMElement>
	 */
	private function all( DOMXPath $xpath, string $query ): array {
		$found = $xpath->query( $query );
		$this->assertNotFalse( $found, $query );
		$elements = array();
		foreach ( $found as $node ) {
			if ( $node instanceof DOMElement ) {
				$elements[] = $node;
			}
		}
		return $elements;
	}

	/**
	 * The one element a query finds.
	 *
	 * @param DOMXPath $xpath The document.
	 * @param string   $query XPath.
	 */
	private function one( DOMXPath $xpath, string $query ): DOMElement {
		$found = $this->all( $xpath, $query );
		$this->assertCount( 1, $found, $query );
		return $found[0];
	}

	/**
	 * The texts of the elements a query finds.
	 *
	 * @param DOMXPath $xpath The document.
	 * @param string   $query XPath.
	 * @return list<string>
	 */
	private function texts( DOMXPath $xpath, string $query ): array {
		return array_map( static fn( DOMElement $element ): string => $element->textContent, $this->all( $xpath, $query ) ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
	}
}
