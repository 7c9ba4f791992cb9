import { Button } from '@atendimento/ui/button'
import * as Card from '@atendimento/ui/card'
import { css } from '@atendimento/ui/styled-system/css'
import { Switch } from '@atendimento/ui/switch'
import { Trash2 } from 'lucide-react'

const styles = {
  switches: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  danger: css({ borderColor: 'danger.default' }),
  dangerTitle: css({ color: 'danger.text' }),
}

/**
 * 'Configurações': two notification switches and the danger zone. The spec wires no behaviour
 * to them, so they change nothing on the server.
 */
export function SettingsPanel() {
  return (
    <>
      <Card.Root asChild>
        <section aria-labelledby="notificacoes">
          <Card.Header>
            <Card.Title id="notificacoes" asChild>
              <h2>Notificações</h2>
            </Card.Title>
          </Card.Header>
          <Card.Body className={styles.switches}>
            <Switch>Notificações por email</Switch>
            <Switch>Relatórios semanais</Switch>
          </Card.Body>
        </section>
      </Card.Root>
      <Card.Root className={styles.danger} asChild>
        <section aria-labelledby="zona-de-perigo">
          <Card.Header>
            <Card.Title id="zona-de-perigo" className={styles.dangerTitle} asChild>
              <h2>Zona de perigo</h2>
            </Card.Title>
            <Card.Description>
              Excluir a conta apaga seus dados de forma permanente.
            </Card.Description>
          </Card.Header>
          <Card.Footer>
            <Button variant="danger">
              <Trash2 aria-hidden="true" />
              Excluir conta permanentemente
            </Button>
          </Card.Footer>
        </section>
      </Card.Root>
    </>
  )
}
