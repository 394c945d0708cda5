import type { ComponentType } from 'react';

/**
 * The 'Request a Consultation' control the school pages show (SCH-02). It is the inbox's dialog,
 * which a feature cannot import (STYLE: feature folders, one-way imports), so the app hands it in
 * (`app/routes/for-schools.tsx` and its neighbours). `topic` starts the message with the service read
 * about; `triggerClassName` places the button.
 */
export type ConsultationControl = ComponentType<{ topic?: string; triggerClassName?: string }>;
