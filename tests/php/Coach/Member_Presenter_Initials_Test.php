<?php
/**
 * The server's initials follow the app's rule (src/lib/admin/initials.ts, same cases as its
 * Jest test), so a member has the same initials in every list and screen.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Coach;

use FitCoach\Coach\Member_Presenter;
use FitCoach\Tests\TestCase;

/**
 * Member_Presenter::initials().
 */
class Member_Presenter_Initials_Test extends TestCase {

	/**
	 * First name, last name, display name, and the initials the app shows for them.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string, 3: string}>
	 */
	public function people(): array {
		return array(
			'first and last name'            => array( 'Sanne', 'Jansen', 'Whatever Else', 'SJ' ),
			'only a first name'              => array( 'Sanne', '', '', 'S' ),
			'only a last name'               => array( '', 'Jansen', '', 'J' ),
			'two words of the name'          => array( '', '', 'Sanne de Vries', 'SD' ),
			'not the last word of the name'  => array( '', '', 'Coach Kees de Boer', 'CK' ),
			'one word'                       => array( '', '', 'trainer', 'T' ),
			'extra spaces'                   => array( '', '', "   Daan \u{00a0}  Jansen  ", 'DJ' ),
			'accents kept, upper-cased'      => array( 'élise', 'Öztürk', '', 'ÉÖ' ),
			'a separate combining accent'    => array( "e\u{0301}mile", 'zola', '', 'ÉZ' ),
			'letters outside Latin-1'        => array( '', '', 'łukasz ćwik', 'ŁĆ' ),
			'punctuation in front of a name' => array( 'Anne', "'t Hart", '', 'AT' ),
			'nothing'                        => array( '', '', '', '' ),
		);
	}

	/**
	 * The same initials as the app.
	 *
	 * @dataProvider people
	 *
	 * @param string $first    First name.
	 * @param string $last     Last name.
	 * @param string $name     Display name.
	 * @param string $expected Initials.
	 */
	public function test_initials_follow_the_apps_rule( string $first, string $last, string $name, string $expected ): void {
		$this->assertSame( $expected, Member_Presenter::initials( $first, $last, $name ) );
	}
}
