import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ONBOARDING_STEPS } from '@kinstory/contract';
import { Button, Card, CardContent, CardFooter, CardHeader, LinkButton, Progress, toast } from '@kinstory/ui';
import { parseAge, validateProjectForm, type ProjectForm, type ProjectFormErrors } from '../../onboarding/validation.ts';
import { browserStore } from '../../storage.ts';
import * as layout from '../../app/layout.css.ts';
import { HowItWorksStep, ProjectStep, ReadyStep, WelcomeStep } from './steps.tsx';

const titles = ['Welcome to Kinstory', 'How It Works', 'Tell Us About Your Project', "You're All Set!"] as const;

/** The 4-step organiser onboarding wizard (SPEC §2, §4 Onboarding, §5 step 3). */
export default function Onboarding() {
  const navigate = useNavigate();
  const [step, setStep] = useState(1);
  const [form, setForm] = useState<ProjectForm>({ adminName: '', storytellerName: '', storytellerAge: '' });
  const [errors, setErrors] = useState<ProjectFormErrors>({});

  const change = (field: keyof ProjectForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const next = () => {
    if (step === 3) {
      const found = validateProjectForm(form);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    setStep((current) => Math.min(ONBOARDING_STEPS, current + 1));
  };

  const finish = () => {
    try {
      browserStore.saveOnboarding({
        adminName: form.adminName.trim(),
        storytellerName: form.storytellerName.trim(),
        storytellerAge: parseAge(form.storytellerAge) as number,
      });
      toast({ title: 'Profile saved!' });
      navigate('/auth?mode=signup');
    } catch (error) {
      console.error('Could not save the onboarding data', error);
      toast({ title: 'Error saving profile', variant: 'destructive' });
    }
  };

  return (
    <div className={layout.narrow}>
      <div className={layout.spread}>
        <p className={layout.muted}>
          Step {step} of {ONBOARDING_STEPS}
        </p>
        <LinkButton variant="link" href="/auth?mode=signup">
          Skip for now
        </LinkButton>
      </div>
      <Progress label="Onboarding progress" value={(step / ONBOARDING_STEPS) * 100} showValue={false} />
      <Card>
        <CardHeader>
          <h1 className={layout.cardHeading}>{titles[step - 1]}</h1>
        </CardHeader>
        <CardContent>
          {step === 1 && <WelcomeStep />}
          {step === 2 && <HowItWorksStep />}
          {step === 3 && <ProjectStep form={form} errors={errors} onChange={change} />}
          {step === 4 && <ReadyStep storytellerName={form.storytellerName.trim()} />}
        </CardContent>
        <CardFooter className={layout.spread}>
          {step > 1 ? (
            <Button variant="outline" onPress={() => setStep(step - 1)}>
              Back
            </Button>
          ) : (
            <span />
          )}
          {step < ONBOARDING_STEPS ? (
            <Button size="lg" onPress={next}>
              Continue
            </Button>
          ) : (
            <Button size="lg" onPress={finish}>
              Go to Dashboard
            </Button>
          )}
        </CardFooter>
      </Card>
    </div>
  );
}
