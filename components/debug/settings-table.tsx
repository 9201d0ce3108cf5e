import type { SettingRow } from '@/lib/debug/settings';

/**
 * The settings table of the debug pages (docs/debug.md): one row per setting with
 * its name, whether it was set, and the value in use, masked where it is a secret.
 * @param statusHeading and valueHeading name the second and third columns.
 * @param status the second column's text for a row, e.g. 'Set' or 'No (default)'.
 * @param withLabels also shows each row's label above its key (when the label says more).
 */
export function SettingsTable({
  rows,
  statusHeading,
  valueHeading,
  status,
  withLabels = false,
}: {
  rows: readonly SettingRow[];
  statusHeading: string;
  valueHeading: string;
  status: (row: SettingRow) => string;
  withLabels?: boolean;
}) {
  return (
    <div className="debug-table-wrap">
      <table className="debug-table">
        <thead>
          <tr>
            <th scope="col">Setting</th>
            <th scope="col">{statusHeading}</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {withLabels ? (
                  <>
                    {row.label}
                    <br />
                  </>
                ) : null}
                <code>{row.key}</code>
              </th>
              <td>{status(row)}</td>
              <td>{row.shown ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
