/**
 * The text alternative of a chart, for screen readers only: a summary in words and the chart's
 * data as a table. The canvas itself is hidden from them. It renders outside the lazy Chart.js
 * chunk, so it is there even while the picture loads.
 */

export interface ChartAlternativeProps {
	/** The summary, e.g. 'Van 72,4 kg op 3 Nov tot 71,8 kg op 16 Nov. …'. */
	summary: string;
	/** The table's caption (the chart's title). */
	caption: string;
	/** The column headings; the first column holds the day and heads its row. */
	columns: string[];
	/** One row per point: its cells in the columns' order. */
	rows: string[][];
}

export function ChartAlternative( {
	summary,
	caption,
	columns,
	rows,
}: ChartAlternativeProps ) {
	return (
		<div className="fc-sr-only">
			<p>{ summary }</p>
			<table>
				<caption>{ caption }</caption>
				<thead>
					<tr>
						{ columns.map( ( column ) => (
							<th key={ column } scope="col">
								{ column }
							</th>
						) ) }
					</tr>
				</thead>
				<tbody>
					{ rows.map( ( [ head, ...cells ], row ) => (
						<tr key={ row }>
							<th scope="row">{ head }</th>
							{ cells.map( ( cell, column ) => (
								<td key={ column }>{ cell }</td>
							) ) }
						</tr>
					) ) }
				</tbody>
			</table>
		</div>
	);
}

export default ChartAlternative;
