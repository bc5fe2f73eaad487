import * as activity from '@portal/domain/shipments/activity-texts';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { translateActivity } from './translate-activity';

describe('translateActivity', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('leaves the activity as the server wrote it in English', () => {
    const text = activity.activityClauses(activity.departedFrom(activity.stopText(1, 'Mill', 'Roanoke', 'VA')), activity.DELIVERED_CLAUSE);
    expect(translateActivity(text)).toBe('Departed stop 1 (Mill, Roanoke, VA); delivered');
  });

  it("shows a shipment's activity in Spanish clause by clause, statuses and stops included", async () => {
    await setLanguage('es');
    const stop = activity.stopText(2, 'Heartland Foods Plant', 'Atlanta', 'GA');
    expect(translateActivity(activity.statusChanged('Booked', 'Dispatched', activity.WHY_DISPATCHED))).toBe('Estado cambiado de Reservado a Despachado (despachado)');
    expect(translateActivity(activity.activityClauses(activity.departedFrom(stop), activity.packagesConfirmed(3), activity.expectedPackages(4), activity.DELIVERED_CLAUSE))).toBe(
      'Salida de parada 2 (Heartland Foods Plant, Atlanta, GA); 3 bultos confirmados; se esperaban 4; entregado',
    );
    expect(translateActivity(activity.activityClauses(activity.arrivedAt(stop), activity.afterWindowEnding('11/27/2026 8:00 am EST')))).toBe(
      'Llegada a parada 2 (Heartland Foods Plant, Atlanta, GA); después de la ventana que terminaba 11/27/2026 8:00 am EST',
    );
    // What someone typed stays as typed.
    expect(translateActivity(activity.activityClauses(activity.problemReported('Breakdown'), 'Left tyre; waiting for the road service'))).toBe(
      'Problema reportado: Avería; Left tyre; waiting for the road service',
    );
  });

});
