/**
 * Loading placeholders that keep the layout of what is coming (no layout shift): a workout card,
 * a stat card, a list row, or a line of text.
 */

export interface SkeletonProps {
	variant?: 'card' | 'stat' | 'row' | 'text';
	className?: string;
}

export function Skeleton( { variant = 'row', className }: SkeletonProps ) {
	const classes = [ 'fc-skeleton', `fc-skeleton--${ variant }`, className ]
		.filter( Boolean )
		.join( ' ' );
	if ( 'text' === variant ) {
		return <span className={ classes } aria-hidden="true" />;
	}
	return (
		<div className={ classes } aria-hidden="true" data-testid="skeleton">
			{ 'row' === variant && (
				<span className="fc-skeleton__block fc-skeleton__avatar" />
			) }
			<span className="fc-skeleton__lines">
				<span className="fc-skeleton__block fc-skeleton__line fc-skeleton__line--title" />
				<span className="fc-skeleton__block fc-skeleton__line" />
				{ 'card' === variant && (
					<span className="fc-skeleton__block fc-skeleton__line fc-skeleton__line--short" />
				) }
				{ 'card' === variant && (
					<span className="fc-skeleton__actions">
						<span className="fc-skeleton__block fc-skeleton__button" />
						<span className="fc-skeleton__block fc-skeleton__button" />
					</span>
				) }
			</span>
		</div>
	);
}

export default Skeleton;
